import { defineResource } from '../kernel/resource'
import { websiteRecordSchema } from './website.shared'

/** Customers' websites. The domain is stored lower-cased and is unique when not empty. */
export const websiteResource = defineResource({
  name: 'websites',
  table: 'websites',
  schema: websiteRecordSchema,
  searchFields: ['name', 'domain', 'ownerEmail'],
  unique: [
    { name: 'domain_lower_unique', fields: ['domain'], caseInsensitive: true, skipEmpty: true },
    { name: 'slug_unique', fields: ['slug'] },
  ],
  indexed: ['ownerId', 'ownerEmail', 'status', 'createdAt'],
  timestamps: ['lastModified', 'createdAt', 'publishedAt'],
  defaultOrder: 'createdAt',
  owner: 'ownerId',
  references: { ownerId: { resource: 'users', onDelete: 'cascade' } },
  customerData: true,
})
