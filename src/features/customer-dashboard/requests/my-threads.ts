// Taleplerim lists the customer's requests and their support tickets together, newest first: both are
// threads with the team, answered on the same desk (docs/rules/customer-dashboard.md#taleplerim). A ticket
// shows the desk's status word for its own (open → Beklemede, docs/rules/support-desk.md#statuses).
import type {
  CustomerRequest,
  SupportTicket,
} from '../../../../api/customer-requests/customer-request.shared'
import { DESK_STATUS_OF_TICKET } from '../../../../api/support-desk/support-desk.shared'
import type { WebsiteRequestStatus } from '../../../../api/website-requests/website-request-status.shared'
import { REQUEST_TYPE_LABELS } from '../../../lib/status-labels'

export const TICKET_TYPE_LABEL = 'Destek talebi'

export interface MyThread {
  kind: 'request' | 'ticket'
  id: string
  title: string
  description: string
  typeLabel: string
  /** The website a request is about ('Genel' for none); null for a ticket, which names none. */
  website: string | null
  priority: string
  status: WebsiteRequestStatus
  createdAt: string
}

const fromRequest = (request: CustomerRequest): MyThread => ({
  kind: 'request',
  id: request.id,
  title: request.title,
  description: request.description,
  typeLabel: REQUEST_TYPE_LABELS[request.type],
  website: request.website || 'Genel',
  priority: request.priority,
  status: request.status,
  createdAt: request.createdAt,
})

const fromTicket = (ticket: SupportTicket): MyThread => ({
  kind: 'ticket',
  id: ticket.id,
  title: ticket.title,
  description: ticket.description,
  typeLabel: TICKET_TYPE_LABEL,
  website: null,
  priority: ticket.priority,
  status: DESK_STATUS_OF_TICKET[ticket.status],
  createdAt: ticket.createdAt,
})

const time = (iso: string) => Date.parse(iso) || 0

/** Both kinds, newest first (ties: the order given, requests first). */
export function myThreads(
  requests: readonly CustomerRequest[],
  tickets: readonly SupportTicket[],
): MyThread[] {
  return [...requests.map(fromRequest), ...tickets.map(fromTicket)]
    .map((thread, order) => ({ thread, order }))
    .sort((a, b) => time(b.thread.createdAt) - time(a.thread.createdAt) || a.order - b.order)
    .map(({ thread }) => thread)
}
