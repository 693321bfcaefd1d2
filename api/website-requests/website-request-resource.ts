import { defineResource } from '../kernel/resource'
import { websiteRequestRecordSchema } from './website-request.shared'

/** Website requests (form, wizard, builder, prompt); the desk moves them through statuses. */
export const websiteRequestResource = defineResource({
  name: 'websiteRequests',
  table: 'website_requests',
  schema: websiteRequestRecordSchema,
  searchFields: ['websiteName', 'email', 'companyName'],
  unique: [{ name: 'number_unique', fields: ['requestNumber'] }],
  indexed: ['userId', 'email', 'status', 'createdAt'],
  timestamps: ['requestDate', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'set null' },
    websiteId: { resource: 'websites', onDelete: 'set null' },
  },
  customerData: true,
})
