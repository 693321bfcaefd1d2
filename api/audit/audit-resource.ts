import { defineResource } from '../kernel/resource'
import { auditRecordSchema } from '../schemas/audit'

/**
 * The audit trail: append-only and never capped (docs/rules/activity-and-audit.md). Rows name their
 * record by resource and id without a foreign key, so the history outlives a deleted record.
 */
export const auditResource = defineResource({
  name: 'auditTrail',
  table: 'audit_trail',
  schema: auditRecordSchema,
  searchFields: ['actorName', 'actorEmail', 'recordId'],
  unique: [],
  indexed: ['at', 'recordId', 'resource', 'actorId'],
  timestamps: ['at'],
  defaultOrder: 'at',
})
