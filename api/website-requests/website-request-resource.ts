import { defineResource } from '../kernel/resource'
import { websiteRequestRecordSchema } from '../schemas/website-request'

/** Website requests from the wizard (and later the builder); the desk moves them through statuses. */
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
  // The builder's raw form (its own issue): stored once the builder submits.
  reservedColumns: ['builderForm'],
})
