import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// docs/rules/approvals.md: changes a customer asks for and an admin approves or rejects.

export const approvalTypeSchema = z.enum([
  'profile_update',
  'website_change',
  'subscription_change',
  'account_deletion',
])
export type ApprovalType = z.infer<typeof approvalTypeSchema>

export const approvalStatusSchema = z.enum(['pending', 'approved', 'rejected', 'withdrawn'])
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>

/** Field values as the customer asked for them and as they were: flat, JSON-safe. */
export const approvalDataSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
)
export type ApprovalData = z.infer<typeof approvalDataSchema>

export const approvalRecordSchema = z.object({
  id: idSchema,
  type: approvalTypeSchema,
  /** The customer who asked; null once an approved account deletion removed them. */
  userId: idSchema.nullable(),
  userName: z.string(),
  userEmail: z.string(),
  /** The website a website_change targets; the other types target the user. */
  websiteId: idSchema.nullable(),
  currentData: approvalDataSchema,
  requestedData: approvalDataSchema,
  reason: z.string().nullable(),
  status: approvalStatusSchema,
  /** `<type>:<target id>` while pending, '' after: the unique key that allows one pending per target. */
  pendingKey: z.string(),
  reviewedAt: nullableTimestampSchema,
  reviewedBy: z.string().nullable(),
  reviewerId: idSchema.nullable(),
  adminNotes: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type ApprovalRecord = z.infer<typeof approvalRecordSchema>
