// The signed-in user's own record: GET and PUT /api/me, POST /api/me/password.
import type { PasswordChangeInput } from '../../../api/users/password-change.shared'
import type { ProfileUpdateInput } from '../../../api/users/user.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ME_PATH = '/api/me'
export const PASSWORD_PATH = '/api/me/password'

export const meKeys = { all: ['me'] as const }

// Schemas load with their first request, in a chunk of their own (api-client.ts, lazySchema).
const userRequests = () => import('../../../api/users/user-requests.shared')
const meSchema = lazySchema(() =>
  userRequests().then((m) => m.userResponseSchema.transform((answer) => answer.data.user)),
)
const userResponseSchema = lazySchema(() => userRequests().then((m) => m.userResponseSchema))
const messageResponseSchema = lazySchema(() =>
  import('../../../api/auth/auth.shared').then((m) => m.messageResponseSchema),
)

export function fetchMe(signal?: AbortSignal) {
  return api.get(ME_PATH, { schema: meSchema, signal })
}

export const useMe = () => useResourceQuery(meKeys.all, fetchMe)

export function updateProfile(input: ProfileUpdateInput) {
  return write(() => api.put(ME_PATH, input), userResponseSchema, [meKeys.all])
}

export function changePassword(input: PasswordChangeInput) {
  return write(() => api.post(PASSWORD_PATH, input), messageResponseSchema)
}
