import { defineResource } from '../kernel/resource'
import { websiteVersionRecordSchema } from './website-version.shared'

/** What each publication of a website published, numbered per website; deleted with the website. */
export const websiteVersionResource = defineResource({
  name: 'websiteVersions',
  table: 'website_versions',
  schema: websiteVersionRecordSchema,
  searchFields: [],
  unique: [{ name: 'website_number_unique', fields: ['websiteId', 'number'] }],
  indexed: [],
  timestamps: ['publishedAt'],
  defaultOrder: 'number',
  references: {
    websiteId: { resource: 'websites', onDelete: 'cascade' },
    publishedById: { resource: 'users', onDelete: 'set null' },
  },
  customerData: true,
})
