import { defineResource } from '../kernel/resource'
import {
  publishedSiteRecordSchema,
  siteVisitRecordSchema,
  visitSaltRecordSchema,
} from './published-site.shared'

/** The pre-rendered page of each published website; republishing replaces the row in one write. */
export const publishedSiteResource = defineResource({
  name: 'publishedSites',
  table: 'published_sites',
  schema: publishedSiteRecordSchema,
  searchFields: [],
  unique: [
    { name: 'website_unique', fields: ['websiteId'] },
    { name: 'slug_unique', fields: ['slug'] },
    { name: 'domain_unique', fields: ['domain'], caseInsensitive: true, skipEmpty: true },
  ],
  indexed: [],
  timestamps: ['publishedAt', 'updatedAt'],
  defaultOrder: 'publishedAt',
  references: { websiteId: { resource: 'websites', onDelete: 'cascade' } },
})

/** One visitor of one site on one day (a salted hash, nothing personal). */
export const siteVisitResource = defineResource({
  name: 'siteVisits',
  table: 'site_visits',
  schema: siteVisitRecordSchema,
  searchFields: [],
  unique: [{ name: 'visitor_unique', fields: ['websiteId', 'day', 'visitorHash'] }],
  indexed: ['day'],
  timestamps: ['createdAt'],
  defaultOrder: 'createdAt',
  references: { websiteId: { resource: 'websites', onDelete: 'cascade' } },
})

/** The random salt of each day that has visits; forgotten with the day. */
export const visitSaltResource = defineResource({
  name: 'visitSalts',
  table: 'visit_salts',
  schema: visitSaltRecordSchema,
  searchFields: [],
  unique: [],
  indexed: [],
  timestamps: ['createdAt'],
  defaultOrder: 'createdAt',
})
