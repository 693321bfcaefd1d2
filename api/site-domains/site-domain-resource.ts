import { defineResource } from '../kernel/resource'
import { siteDomainRecordSchema } from './site-domain.shared'

/** A customer's own domain for a website, with its verification (one per website; deleted with it). */
export const siteDomainResource = defineResource({
  name: 'siteDomains',
  table: 'site_domains',
  schema: siteDomainRecordSchema,
  searchFields: [],
  unique: [
    { name: 'domain_unique', fields: ['domain'] },
    { name: 'website_unique', fields: ['websiteId'] },
  ],
  indexed: ['state'],
  timestamps: ['checkedAt', 'verifiedAt', 'certificateAt', 'failingSince', 'createdAt'],
  defaultOrder: 'createdAt',
  references: { websiteId: { resource: 'websites', onDelete: 'cascade' } },
  customerData: true,
})
