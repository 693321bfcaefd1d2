import type { Repositories } from '../ports'
import type { CustomerRequestRecord, SupportTicketRecord } from '../customer-requests/customer-request.shared'
import {
  DESK_STATUS_OF_TICKET,
  type DeskItem,
  type DeskPerson,
  type DeskPriority,
  type DeskStatus,
  type DeskType,
} from './support-desk.shared'
import type { ThreadKind } from './thread-reply.shared'
import { threadReplyResource } from './thread-reply-resource'

// The desk's one view over its two tables (docs/rules/support-desk.md#one-desk-two-tables): a customer
// request or a support ticket, read as a desk item with the desk's status words.

export type DeskRecord =
  | { kind: 'customerRequest'; record: CustomerRequestRecord }
  | { kind: 'supportTicket'; record: SupportTicketRecord }

/** The declared resource names: audit rows, activity subjects and the client's query keys use them. */
export const RESOURCE_OF: Readonly<Record<ThreadKind, 'customerRequests' | 'supportTickets'>> = {
  customerRequest: 'customerRequests',
  supportTicket: 'supportTickets',
}

/** A request or a ticket by id (ids are UUIDs, so one id names at most one of them). */
export async function findDeskRecord(repos: Repositories, id: string): Promise<DeskRecord | null> {
  const request = await repos.customerRequests.findById(id)
  if (request) return { kind: 'customerRequest', record: request }
  const ticket = await repos.supportTickets.findById(id)
  return ticket ? { kind: 'supportTicket', record: ticket } : null
}

export function deskStatusOf(item: DeskRecord): DeskStatus {
  return item.kind === 'customerRequest' ? item.record.status : DESK_STATUS_OF_TICKET[item.record.status]
}

export function deskFields(item: DeskRecord) {
  const { record } = item
  return {
    kind: item.kind,
    id: record.id,
    customerId: record.userId,
    assigneeId: record.assigneeId,
    type: (item.kind === 'customerRequest' ? item.record.type : 'ticket') as DeskType,
    title: record.title,
    description: record.description,
    website: item.kind === 'customerRequest' ? item.record.website : null,
    status: deskStatusOf(item),
    priority: record.priority as DeskPriority,
    createdAt: record.createdAt,
    lastActivityAt: record.updatedAt,
  }
}

const person = (user: { id: string; name: string; email: string } | null): DeskPerson | null =>
  user ? { id: user.id, name: user.name, email: user.email } : null

/** Desk items with their customer, assignee and reply count (a page: a few dozen reads, in parallel). */
export async function toDeskItems(repos: Repositories, items: readonly DeskRecord[]): Promise<DeskItem[]> {
  const fields = items.map(deskFields)
  const userIds = new Set(fields.flatMap((f) => [f.customerId, f.assigneeId].filter((id) => id !== null)))
  const users = new Map(
    await Promise.all([...userIds].map(async (id) => [id, await repos.users.findById(id)] as const)),
  )
  const replies = repos.resource(threadReplyResource)
  return Promise.all(
    fields.map(async ({ customerId, assigneeId, ...rest }) => ({
      ...rest,
      customer: person(users.get(customerId) ?? null),
      assignee: assigneeId ? person(users.get(assigneeId) ?? null) : null,
      replyCount: await replies.count({ filter: { threadId: rest.id } }),
    })),
  )
}
