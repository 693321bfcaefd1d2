// The signed-in customer's support tickets: GET /api/me/support-tickets (listed in Taleplerim next to the
// requests), each ticket's thread: GET, POST /api/me/support-tickets/:id/replies
// (docs/rules/support-desk.md#threads), and the simple dashboard's "Destek Talebi"
// (docs/rules/customer-dashboard.md#support-tickets). The threads live under the tickets' key, so a live
// event about 'supportTickets' (src/lib/data/live.ts) refreshes the list and the open thread alike.
import type { ThreadReply } from '../../../api/support-desk/thread-reply.shared'
import { api, lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { useResourceQuery } from './resource-query'
import { fetchThreadReplies, repliesPath, sendThreadReply } from './thread-replies'
import { write } from './write-outcome'

export const MY_SUPPORT_TICKETS_PATH = '/api/me/support-tickets'
/** "Destek Talebi": docs/rules/documented-calls.md#dashboard-stats-and-prompt-calls. */
export const LIVE_MYSQL_PATH = '/api/sitekur-live-mysql.php'

export const supportTicketKeys = {
  all: ['support-tickets'] as const,
  mine: ['support-tickets', 'mine'] as const,
  thread: (id: string) => ['support-tickets', 'mine', 'thread', id] as const,
}

const listSchema = lazySchema(() =>
  import('../../../api/customer-requests/customer-request.shared').then((m) =>
    listAnswerSchema(m.supportTicketSchema),
  ),
)
const livePostSchema = lazySchema(() =>
  import('../../../api/documented-calls/live-mysql.shared').then((m) => m.livePostResponseSchema),
)

export function fetchMySupportTickets(signal?: AbortSignal) {
  return fetchAllItems(MY_SUPPORT_TICKETS_PATH, listSchema, {}, signal)
}

export const useMySupportTickets = () => useResourceQuery(supportTicketKeys.mine, fetchMySupportTickets)

export type PromptSupportTicket = {
  title: string
  description: string
}

/** Priority normal, user_id the session's: docs/rules/customer-dashboard.md#support-tickets. */
export function createSupportTicketViaLive(userId: string, fields: PromptSupportTicket) {
  const body = { action: 'create_support_ticket', user_id: userId, ...fields, priority: 'normal' }
  return write(() => api.post(LIVE_MYSQL_PATH, body), livePostSchema, [supportTicketKeys.all])
}

const threadPath = (id: string) => repliesPath(MY_SUPPORT_TICKETS_PATH, id)

export function fetchMyTicketThread(id: string, signal?: AbortSignal): Promise<ThreadReply[]> {
  return fetchThreadReplies(threadPath(id), signal)
}

export const useMyTicketThread = (id: string) =>
  useResourceQuery(supportTicketKeys.thread(id), (signal) => fetchMyTicketThread(id, signal))

/** The customer's answer in a ticket's thread, with their own uploads attached. */
export function sendMyTicketReply(id: string, body: string, uploadIds: readonly string[]) {
  return sendThreadReply(threadPath(id), body, uploadIds, [supportTicketKeys.all])
}
