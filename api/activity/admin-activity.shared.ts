import { z } from 'zod'
import { activityLogEntrySchema, activitySeveritySchema, activityTypeSchema } from './activity-log.shared'
import { auditActionSchema, auditRecordSchema } from '../audit/audit.shared'
import { idSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// The back-office's activity log and audit trail lists (docs/rules/activity-and-audit.md).

/** GET /api/admin/activity: ?q (user, e-mail, action, details), type, severity, page, pageSize, sort. */
export const adminActivityListQuerySchema = listQuerySchema(['timestamp']).extend({
  type: activityTypeSchema.optional(),
  severity: activitySeveritySchema.optional(),
})
export type AdminActivityListQuery = z.input<typeof adminActivityListQuerySchema>

export const adminActivityListResponseSchema = listPageSchema(activityLogEntrySchema)

/**
 * GET /api/admin/audit: ?resource and ?recordId (one record's history), actorId, action, ?q (the
 * actor's name or e-mail, the record's id), page, pageSize; newest first unless sort=at.
 */
export const adminAuditListQuerySchema = listQuerySchema(['at']).extend({
  resource: z.string().trim().min(1).max(60).optional(),
  recordId: z.string().trim().min(1).max(120).optional(),
  actorId: idSchema.optional(),
  action: auditActionSchema.optional(),
})
export type AdminAuditListQuery = z.input<typeof adminAuditListQuerySchema>

export const adminAuditListResponseSchema = listPageSchema(auditRecordSchema)
