import { defineAppendOnlyResource } from '../kernel/resource'
import { auditRecordSchema } from './audit.shared'

/**
 * The audit trail: append-only and never capped (docs/rules/activity-and-audit.md#never-pruned). Rows
 * name their record by resource and id without a foreign key, so the history outlives a deleted record
 * (deleting a user deletes none of them). Nothing updates or deletes a row: the repository has no way to,
 * and the SQL table refuses it (trigger audit_trail_append_only, migration 0005).
 */
export const auditResource = defineAppendOnlyResource({
  name: 'auditTrail',
  table: 'audit_trail',
  schema: auditRecordSchema,
  searchFields: ['actorName', 'actorEmail', 'recordId'],
  unique: [],
  indexed: ['at', 'recordId', 'resource', 'actorId'],
  timestamps: ['at'],
  defaultOrder: 'at',
})
