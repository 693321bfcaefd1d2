// The signed-in customer's support tickets (GET, POST /api/me/support-tickets; no screen lists them yet)
// and the simple dashboard's "Destek Talebi" (docs/rules/customer-dashboard.md#support-tickets).
import { api, lazySchema } from '../api-client'
import { LIVE_MYSQL_PATH } from './website-requests'
import { write } from './write-outcome'

export const MY_SUPPORT_TICKETS_PATH = '/api/me/support-tickets'

export const supportTicketKeys = {
  all: ['support-tickets'] as const,
  mine: ['support-tickets', 'mine'] as const,
}

const livePostSchema = lazySchema(() =>
  import('../../../api/schemas/live-mysql').then((m) => m.livePostResponseSchema),
)

export type PromptSupportTicket = {
  title: string
  description: string
}

/** Priority normal, user_id the session's: docs/rules/customer-dashboard.md#support-tickets. */
export function createSupportTicketViaLive(userId: string, fields: PromptSupportTicket) {
  const body = { action: 'create_support_ticket', user_id: userId, ...fields, priority: 'normal' }
  return write(() => api.post(LIVE_MYSQL_PATH, body), livePostSchema, [supportTicketKeys.all])
}
