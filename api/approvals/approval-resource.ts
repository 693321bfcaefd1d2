import { defineResource } from '../kernel/resource'
import { approvalRecordSchema } from './approval.shared'

/** Change requests customers make and admins decide (docs/rules/approvals.md). */
export const approvalResource = defineResource({
  name: 'approvals',
  table: 'approval_requests',
  schema: approvalRecordSchema,
  searchFields: ['userName', 'userEmail'],
  unique: [{ name: 'pending_unique', fields: ['pendingKey'], skipEmpty: true }],
  indexed: ['userId', 'status', 'type', 'createdAt'],
  timestamps: ['reviewedAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'set null' },
    websiteId: { resource: 'websites', onDelete: 'set null' },
  },
  customerData: true,
})
