// The support desk (docs/rules/support-desk.md): GET /api/admin/support (one page), /assignees, /:id
// (the item and its thread), PATCH /:id (status, assignee, priority), POST /:id/replies. Keys start with
// 'support-desk' (live events about requests and tickets refresh them, src/lib/data/live.ts); a change
// here also refreshes the customer-request and ticket reads of the page.

import type { DeskItem, DeskPatch, DeskPerson, DeskType } from '../../../api/support-desk/support-desk.shared'
import type { DeskPriority, DeskStatus } from '../../../api/support-desk/support-desk.shared'
import type { ThreadReply } from '../../../api/support-desk/thread-reply.shared'
import { api, lazySchema } from '../api-client'
import { customerRequestKeys } from './customer-requests'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { supportTicketKeys } from './support-tickets'
import { write } from './write-outcome'

export const SUPPORT_DESK_PATH = '/api/admin/support'

export interface DeskParams extends ListParams {
  type?: DeskType
  status?: DeskStatus
  priority?: DeskPriority
  /** 'me', 'none' or an admin's id. */
  assignee?: string
}

export const supportDeskKeys = {
  all: ['support-desk'] as const,
  list: (params: DeskParams) => ['support-desk', 'list', params] as const,
  detail: (id: string) => ['support-desk', 'detail', id] as const,
  assignees: ['support-desk', 'assignees'] as const,
}

const schemas = () => import('../../../api/support-desk/support-desk.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.deskItemSchema)))
const detailSchema = lazySchema(() =>
  schemas().then((m) => m.deskDetailResponseSchema.transform((a) => a.data)),
)
const itemSchema = lazySchema(() =>
  schemas().then((m) => m.deskItemResponseSchema.transform((a) => a.data.item)),
)
const assigneesSchema = lazySchema(() =>
  schemas().then((m) => m.deskAssigneesResponseSchema.transform((a) => a.data.admins)),
)
const replySchema = lazySchema(() =>
  import('../../../api/support-desk/thread-reply.shared').then((m) =>
    m.threadReplyResponseSchema.transform((a) => a.data.reply),
  ),
)

/** The list's URL: the kit's parameters plus the desk's own filters. */
export function deskUrl(params: DeskParams): string {
  const url = new URL(listUrl(SUPPORT_DESK_PATH, params), 'http://desk')
  for (const key of ['type', 'priority', 'assignee'] as const) {
    const value = params[key]
    if (value) url.searchParams.set(key, value)
  }
  return `${url.pathname}${url.search}`
}

export function fetchDesk(params: DeskParams, signal?: AbortSignal): Promise<ListPage<DeskItem>> {
  return api.get(deskUrl(params), { schema: listSchema, signal })
}

export const useDesk = (params: DeskParams) =>
  useResourceQuery(supportDeskKeys.list(params), (signal) => fetchDesk(params, signal))

const itemPath = (id: string) => `${SUPPORT_DESK_PATH}/${encodeURIComponent(id)}`

export interface DeskDetail {
  item: DeskItem
  replies: ThreadReply[]
}

export function fetchDeskItem(id: string, signal?: AbortSignal): Promise<DeskDetail> {
  return api.get(itemPath(id), { schema: detailSchema, signal })
}

export const useDeskItem = (id: string | null) =>
  useResourceQuery(supportDeskKeys.detail(id ?? ''), (signal) => fetchDeskItem(id ?? '', signal), {
    enabled: id !== null,
  })

export const useDeskAssignees = () =>
  useResourceQuery(
    supportDeskKeys.assignees,
    (signal): Promise<DeskPerson[]> =>
      api.get(`${SUPPORT_DESK_PATH}/assignees`, { schema: assigneesSchema, signal }),
    { poll: false },
  )

const changed = [supportDeskKeys.all, customerRequestKeys.all, supportTicketKeys.all]

export const DESK_UPDATE_FAILED = 'Talep güncellenirken bir hata oluştu.'

/** Status, assignee or priority; the server's Turkish refusal is thrown as an ApiError. */
export async function updateDeskItem(id: string, patch: DeskPatch): Promise<DeskItem> {
  const outcome = await write(
    () => api.patch(itemPath(id), patch, { fallbackMessage: DESK_UPDATE_FAILED }),
    itemSchema,
    changed,
  )
  if (outcome.kind === 'queued') throw new Error(DESK_UPDATE_FAILED) // admins work online
  return outcome.value
}

export const REPLY_FAILED = 'Yanıt gönderilirken bir hata oluştu.'

export async function sendDeskReply(id: string, body: string, uploadIds: readonly string[]) {
  return write(
    () => api.post(`${itemPath(id)}/replies`, { body, uploadIds }, { fallbackMessage: REPLY_FAILED }),
    replySchema,
    changed,
  )
}
