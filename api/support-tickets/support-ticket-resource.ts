import { defineResource } from '../kernel/resource'
import { supportTicketRecordSchema } from '../customer-requests/customer-request.shared'

/** Support tickets customers open from their dashboard. */
export const supportTicketResource = defineResource({
  name: 'supportTickets',
  table: 'support_tickets',
  schema: supportTicketRecordSchema,
  searchFields: ['title', 'description'],
  unique: [],
  indexed: ['userId', 'status'],
  timestamps: ['closedAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    assigneeId: { resource: 'users', onDelete: 'set null' },
  },
  customerData: true,
})
