import { z } from 'zod'
import { changeReasonSchema } from '../audit/audit.shared'
import { idSchema, timestampSchema } from '../lib/common.shared'
import {
  customerRequestTypeSchema,
  supportTicketPrioritySchema,
  type SupportTicketRecord,
} from '../customer-requests/customer-request.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import { threadKindSchema, threadReplySchema, type ThreadKind } from './thread-reply.shared'
import {
  websiteRequestStatusSchema,
  type WebsiteRequestStatus,
} from '../website-requests/website-request-status.shared'

// The support desk (docs/rules/support-desk.md): customer requests and support tickets on one list,
// with one status vocabulary, in ONE place: the server enforces it and the desk imports it to offer
// only the legal moves.

/** The five request types and 'ticket' (a support ticket of the simple dashboard). */
export const deskTypeSchema = z.enum([...customerRequestTypeSchema.options, 'ticket'])
export type DeskType = z.infer<typeof deskTypeSchema>

/** The desk speaks the customer requests' statuses; tickets are mapped (TICKET_STATUS_OF). */
export const deskStatusSchema = websiteRequestStatusSchema
export type DeskStatus = WebsiteRequestStatus
export const DESK_STATUSES = deskStatusSchema.options

/** Requests use low/medium/high, tickets low/normal/medium/high/urgent: the desk knows them all. */
export const deskPrioritySchema = supportTicketPrioritySchema
export type DeskPriority = z.infer<typeof deskPrioritySchema>
export const REQUEST_PRIORITIES: readonly DeskPriority[] = ['low', 'medium', 'high']

type TicketStatus = SupportTicketRecord['status']

/** A ticket's stored status for a desk status (a ticket cannot be rejected). */
export const TICKET_STATUS_OF: Readonly<Record<DeskStatus, TicketStatus | null>> = {
  pending: 'open',
  'in-progress': 'in-progress',
  completed: 'closed',
  rejected: null,
}
export const DESK_STATUS_OF_TICKET: Readonly<Record<TicketStatus, DeskStatus>> = {
  open: 'pending',
  'in-progress': 'in-progress',
  closed: 'completed',
}

/** pending → in-progress | rejected; in-progress → completed | rejected; completed → in-progress (reopened); rejected → pending. */
export const DESK_TRANSITIONS: Readonly<Record<DeskStatus, readonly DeskStatus[]>> = {
  pending: ['in-progress', 'rejected'],
  'in-progress': ['completed', 'rejected'],
  completed: ['in-progress'],
  rejected: ['pending'],
}

/** The statuses an item of `kind` may move to from `from` (tickets never to 'rejected'). */
export function deskMoves(kind: ThreadKind, from: DeskStatus): DeskStatus[] {
  return DESK_TRANSITIONS[from].filter((to) => kind === 'customerRequest' || TICKET_STATUS_OF[to] !== null)
}

/** 'me', 'none' (unassigned) or an admin's id. */
export const deskAssigneeFilterSchema = z.union([z.enum(['me', 'none']), idSchema])

export const DESK_SORT_FIELDS = ['lastActivityAt', 'createdAt', 'status', 'priority'] as const
export const deskListQuerySchema = listQuerySchema(DESK_SORT_FIELDS).extend({
  type: deskTypeSchema.optional(),
  status: deskStatusSchema.optional(),
  priority: deskPrioritySchema.optional(),
  assignee: deskAssigneeFilterSchema.optional(),
})
export type DeskListQuery = z.infer<typeof deskListQuerySchema>

const personSchema = z.object({ id: idSchema, name: z.string(), email: z.string() })
export type DeskPerson = z.infer<typeof personSchema>

export const deskItemSchema = z.object({
  kind: threadKindSchema,
  id: idSchema,
  /** The customer (null once the account is gone — their records go with it, so rarely seen). */
  customer: personSchema.nullable(),
  type: deskTypeSchema,
  title: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  status: deskStatusSchema,
  priority: deskPrioritySchema,
  assignee: personSchema.nullable(),
  replyCount: z.number().int().min(0),
  createdAt: timestampSchema,
  /** The last change or reply. */
  lastActivityAt: timestampSchema,
})
export type DeskItem = z.infer<typeof deskItemSchema>

export const deskListResponseSchema = listPageSchema(deskItemSchema)

export const deskDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ item: deskItemSchema, replies: z.array(threadReplySchema) }),
})

/** PATCH /api/admin/support/:id: any of the three; assigneeId null unassigns. */
export const deskPatchSchema = z.object({
  status: deskStatusSchema.optional(),
  assigneeId: idSchema.nullable().optional(),
  priority: deskPrioritySchema.optional(),
  /** Why: kept in the audit row of the change (a reason alone changes nothing). */
  reason: changeReasonSchema,
})
export type DeskPatch = z.infer<typeof deskPatchSchema>

export const deskItemResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ item: deskItemSchema }),
})

export const deskAssigneesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ admins: z.array(personSchema) }),
})
