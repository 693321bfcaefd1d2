import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// The audit trail (docs/rules/activity-and-audit.md): one row per change of a record, append-only and
// never capped. `before` and `after` hold only the fields that changed (the whole record on create and
// delete), with secrets replaced by a marker.

/** view: a member of the team opened a customer's private records (their site's form submissions). */
export const auditActionSchema = z.enum(['create', 'update', 'delete', 'view'])
export type AuditAction = z.infer<typeof auditActionSchema>

const fieldValuesSchema = z.record(z.string(), z.unknown())

export const auditRecordSchema = z.object({
  id: idSchema,
  at: timestampSchema,
  /** Who made the change (null: the system, e.g. a scheduled job). */
  actorId: idSchema.nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  ipAddress: z.string().nullable(),
  /** The declared resource name ('users', 'websites', …). */
  resource: z.string(),
  recordId: z.string(),
  action: auditActionSchema,
  before: fieldValuesSchema.nullable(),
  after: fieldValuesSchema.nullable(),
  reason: z.string().nullable(),
})
export type AuditRecord = z.infer<typeof auditRecordSchema>

/** Why an admin made a change (`reason` in a PATCH or DELETE body): kept in the audit row beside it. */
export const changeReasonSchema = z.string().trim().max(500).optional()

/** The value stored in place of a secret field (password hashes, TOTP secrets, tokens). */
export const REDACTED = '[gizli]'
