import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import {
  approvalDataSchema,
  approvalRecordSchema,
  approvalStatusSchema,
  approvalTypeSchema,
} from './approval.shared'

// The approvals API's bodies, queries and answers (docs/rules/approvals.md). The requested values are
// checked per type by the server (api/approvals/requested-changes.ts), so the customer gets a Turkish
// message naming what is wrong rather than a schema error.

export const approvalCreateInputSchema = z.object({
  type: approvalTypeSchema,
  /** website_change: the website's id. The other types target the signed-in user. */
  targetId: idSchema.nullable().optional(),
  requestedData: approvalDataSchema.optional(),
  reason: z.string().trim().max(1000).nullable().optional(),
  /** profile_update with a new e-mail: the code sent to it (POST /api/me/email-change/code). */
  emailCode: z.string().trim().max(12).optional(),
  /** account_deletion: the account's password, checked and never stored. */
  password: z.string().max(128).optional(),
  /** account_deletion of an account without a password: ACCOUNT_DELETION_PHRASE. */
  confirmation: z.string().max(60).optional(),
})
export type ApprovalCreateInput = z.infer<typeof approvalCreateInputSchema>

export const emailChangeCodeInputSchema = z.object({ email: z.string().trim().max(254) })
export type EmailChangeCodeInput = z.infer<typeof emailChangeCodeInputSchema>

export const approvalApproveInputSchema = z.object({
  notes: z.string().trim().max(1000).nullable().optional(),
})
/** The reason is required; the service says so in Turkish when it is missing or blank. */
export const approvalRejectInputSchema = z.object({
  reason: z.string().trim().max(1000).nullable().optional(),
})

export const APPROVAL_SORT_FIELDS = ['createdAt', 'reviewedAt', 'type', 'status', 'userName'] as const

export const adminApprovalListQuerySchema = listQuerySchema(APPROVAL_SORT_FIELDS).extend({
  status: approvalStatusSchema.optional(),
  type: approvalTypeSchema.optional(),
})

export const meApprovalListQuerySchema = listQuerySchema(['createdAt', 'status']).extend({
  status: approvalStatusSchema.optional(),
  type: approvalTypeSchema.optional(),
})

export const approvalListResponseSchema = listPageSchema(approvalRecordSchema)

export const approvalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ approval: approvalRecordSchema }),
})

const countsSchema = z.object({ total: z.number().int(), pending: z.number().int() })

export const approvalStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  byType: z.object({
    profile_update: countsSchema,
    website_change: countsSchema,
    subscription_change: countsSchema,
    account_deletion: countsSchema,
  }),
})
export type ApprovalStats = z.infer<typeof approvalStatsSchema>
export const approvalStatsResponseSchema = z.object({ success: z.literal(true), data: approvalStatsSchema })
