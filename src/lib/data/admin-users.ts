// The customers screen (/admin/users): GET /api/admin/users (one page: q, status, subscription, sort),
// /stats, /:id (the drawer's customer), /:id/details; POST (an invitation is mailed), PATCH /:id (with the admin's reason), DELETE
// /:id, POST /:id/invitation. Keys start with 'users', the resource name live events carry.
import { z } from 'zod'
import type { UserDetails, UserStats } from '../../../api/users/admin-users.shared'
import type { User, UserCreateInput, UserUpdateFields } from '../../../api/users/user.shared'
import { userMessages } from '../../../api/users/user-messages.shared'
import { api, lazySchema } from '../api-client'
import { adminOverviewKeys } from './admin-overview'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_USERS_PATH = '/api/admin/users'
export const USER_UPDATE_FAILED = userMessages.updateFailed
export const USER_DELETE_FAILED = userMessages.deleteFailed

export interface AdminUserParams extends ListParams {
  status?: User['status']
  subscription?: string
}

export const adminUserKeys = {
  all: ['users'] as const,
  list: (params: AdminUserParams) => ['users', 'admin', 'list', params] as const,
  stats: ['users', 'admin', 'stats'] as const,
  one: (id: string) => ['users', 'admin', 'one', id] as const,
  details: (id: string) => ['users', 'admin', 'details', id] as const,
}

const userSchemas = () => import('../../../api/users/user.shared')
const adminSchemas = () => import('../../../api/users/admin-users.shared')
const listSchema = lazySchema(() => userSchemas().then((m) => listAnswerSchema(m.userSchema)))
const userAnswerSchema = lazySchema(() =>
  userSchemas().then((m) =>
    z.object({ data: z.object({ user: m.userSchema }) }).transform((answer) => answer.data.user),
  ),
)
const statsSchema = lazySchema(() =>
  adminSchemas().then((m) => z.object({ data: m.userStatsSchema }).transform((answer) => answer.data)),
)
const detailsSchema = lazySchema(() =>
  adminSchemas().then((m) => z.object({ data: m.userDetailsSchema }).transform((answer) => answer.data)),
)
const messageSchema = z.object({ message: z.string() })

/** The list URL with the plan filter, which the shared list params do not name. */
function usersUrl(params: AdminUserParams): string {
  const url = listUrl(ADMIN_USERS_PATH, params)
  if (!params.subscription) return url
  return `${url}${url.includes('?') ? '&' : '?'}subscription=${encodeURIComponent(params.subscription)}`
}

export function fetchAdminUsers(params: AdminUserParams, signal?: AbortSignal): Promise<ListPage<User>> {
  return api.get(usersUrl(params), { schema: listSchema, signal })
}

export const useAdminUsers = (params: AdminUserParams) =>
  useResourceQuery(adminUserKeys.list(params), (signal) => fetchAdminUsers(params, signal))

export const useUserStats = () =>
  useResourceQuery(adminUserKeys.stats, (signal): Promise<UserStats> =>
    api.get(`${ADMIN_USERS_PATH}/stats`, { schema: statsSchema, signal }),
  )

const userPath = (id: string) => `${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`

/** One customer by id (null: none is asked for). */
export const useAdminUser = (id: string | null) =>
  useResourceQuery(
    adminUserKeys.one(id ?? ''),
    (signal): Promise<User> => api.get(userPath(id ?? ''), { schema: userAnswerSchema, signal }),
    { enabled: id !== null },
  )

export const useUserDetails = (id: string | null) =>
  useResourceQuery(
    adminUserKeys.details(id ?? ''),
    (signal): Promise<UserDetails> =>
      api.get(`${userPath(id ?? '')}/details`, { schema: detailsSchema, signal }),
    { enabled: id !== null },
  )

// Writes: every read of users (and the overview's figures) refreshes after each.
const changes = [adminUserKeys.all, adminOverviewKeys.all]

async function done<T>(outcome: Awaited<ReturnType<typeof write<T>>>, failure: string): Promise<T> {
  if (outcome.kind === 'queued') throw new Error(failure) // admins work online
  return outcome.value
}

export type UserFormFields = Pick<
  UserCreateInput,
  'name' | 'email' | 'phone' | 'role' | 'status' | 'subscription'
>

export async function createUser(fields: UserFormFields): Promise<{ user: User; message: string | null }> {
  const outcome = await write(() => api.post(ADMIN_USERS_PATH, fields), userAnswerSchema, changes)
  if (outcome.kind === 'queued') throw new Error(USER_UPDATE_FAILED)
  return { user: outcome.value, message: outcome.message }
}

export async function updateUser(id: string, fields: UserUpdateFields, reason?: string): Promise<User> {
  const body = reason ? { ...fields, reason } : fields
  const send = () => api.patch(userPath(id), body, { fallbackMessage: USER_UPDATE_FAILED })
  return done(await write(send, userAnswerSchema, changes), USER_UPDATE_FAILED)
}

export async function deleteUser(id: string, reason?: string): Promise<void> {
  const send = () =>
    api.delete(userPath(id), reason ? { reason } : {}, { fallbackMessage: USER_DELETE_FAILED })
  await done(await write(send, messageSchema, changes), USER_DELETE_FAILED)
}

/** Mails a new set-password link; answers the server's message. */
export async function resendInvitation(id: string): Promise<string> {
  const send = () => api.post(`${userPath(id)}/invitation`, {})
  return (await done(await write(send, messageSchema, changes), USER_UPDATE_FAILED)).message
}
