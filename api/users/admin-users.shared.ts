import { z } from 'zod'
import { changeReasonSchema } from '../audit/audit.shared'
import { idSchema, moneySchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { userCreateInputSchema, userSchema, userUpdateFieldsSchema } from './user.shared'

// The customers screen's calls beyond the list (docs/rules/customers.md): the bodies that carry the
// admin's reason, the stats, a customer's details and the invitation (set-password link).

export const adminUserCreateBodySchema = userCreateInputSchema
export const adminUserUpdateBodySchema = userUpdateFieldsSchema.extend({ reason: changeReasonSchema })
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>
/** DELETE /api/admin/users/:id: the body is optional (an empty body reads as {}). */
export const adminUserDeleteBodySchema = z.object({ reason: changeReasonSchema })

export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  suspended: z.number().int(),
  pending: z.number().int(),
  /** Users per plan (the `subscription` field), largest first. */
  plans: z.array(z.object({ plan: z.string(), count: z.number().int() })),
})
export type UserStats = z.infer<typeof userStatsSchema>
export const userStatsResponseSchema = z.object({ success: z.literal(true), data: userStatsSchema })

const websiteSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  status: z.string(),
  lastModified: timestampSchema,
})
const requestSummarySchema = z.object({
  id: idSchema,
  /** website: a website request; change, support, …: a customer request (Taleplerim). */
  kind: z.enum(['website', 'customer']),
  title: z.string(),
  status: z.string(),
  createdAt: timestampSchema,
})
const invoiceSummarySchema = z.object({
  id: idSchema,
  number: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: z.string(),
  issueDate: timestampSchema,
})
/** An open session: a refresh-token family neither revoked nor expired. */
export const openSessionSchema = z.object({
  id: idSchema,
  /** The device, named from the User-Agent as the sessions list names it ('Chrome · Linux'). */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  startedAt: timestampSchema,
  lastUsedAt: timestampSchema,
})
export type OpenSession = z.infer<typeof openSessionSchema>

export const userDetailsSchema = z.object({
  user: userSchema,
  /** False until the customer sets a password (an invited account). */
  passwordSet: z.boolean(),
  websites: z.array(websiteSummarySchema),
  requests: z.array(requestSummarySchema),
  invoices: z.array(invoiceSummarySchema),
  sessions: z.array(openSessionSchema),
  /** An invitation still waiting for the customer to set a password. */
  pendingInvitation: z.object({ sentAt: timestampSchema, expiresAt: timestampSchema }).nullable(),
})
export type UserDetails = z.infer<typeof userDetailsSchema>
export const userDetailsResponseSchema = z.object({ success: z.literal(true), data: userDetailsSchema })

// The invitation's public calls (the set-password page).
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) })
export const invitationAcceptBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: z.string().max(1000),
})
export const invitationStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ valid: z.boolean(), email: z.string().nullable(), expiresAt: nullableTimestampSchema }),
})
export type InvitationStatus = z.infer<typeof invitationStatusResponseSchema>['data']
