import { defineResource } from '../kernel/resource'
import { customerRequestRecordSchema } from './customer-request.shared'

/** The customer dashboard's "Taleplerim": change, support, hosting, domain and gallery requests. */
export const customerRequestResource = defineResource({
  name: 'customerRequests',
  table: 'customer_requests',
  schema: customerRequestRecordSchema,
  searchFields: ['title', 'description', 'website'],
  unique: [],
  indexed: ['userId', 'status'],
  timestamps: ['createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    websiteId: { resource: 'websites', onDelete: 'set null' },
    assigneeId: { resource: 'users', onDelete: 'set null' },
  },
  customerData: true,
})
