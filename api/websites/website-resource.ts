import { defineResource } from '../kernel/resource'
import { websiteRecordSchema } from '../schemas/website'

/** Customers' websites. The domain is stored lower-cased and is unique when not empty. */
export const websiteResource = defineResource({
  name: 'websites',
  table: 'websites',
  schema: websiteRecordSchema,
  searchFields: ['name', 'domain', 'ownerEmail'],
  unique: [{ name: 'domain_lower_unique', fields: ['domain'], caseInsensitive: true, skipEmpty: true }],
  indexed: ['ownerId', 'ownerEmail', 'status', 'createdAt'],
  timestamps: ['lastModified', 'createdAt'],
  defaultOrder: 'createdAt',
  owner: 'ownerId',
  references: { ownerId: { resource: 'users', onDelete: 'cascade' } },
  // The edit model of the website builder (category, branding, SEO, pages, gallery): columns exist,
  // the record carries them once the edit screen does.
  reservedColumns: [
    'category',
    'logoUploadId',
    'faviconUploadId',
    'design',
    'socialLinks',
    'contactInfo',
    'seoTitle',
    'seoDescription',
    'seoKeywords',
    'galleryUploadIds',
    'pages',
  ],
})
