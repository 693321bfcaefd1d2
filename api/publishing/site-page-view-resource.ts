import { defineResource } from '../kernel/resource'
import { sitePageViewRecordSchema } from './site-page-view.shared'

/** The views of one page of one site on one day; deleted with the website. */
export const sitePageViewResource = defineResource({
  name: 'sitePageViews',
  table: 'site_page_views',
  schema: sitePageViewRecordSchema,
  searchFields: [],
  // Also the index a site's days are read through: (website, day) leads it.
  unique: [{ name: 'page_day_unique', fields: ['websiteId', 'day', 'path'] }],
  indexed: [],
  timestamps: ['updatedAt'],
  defaultOrder: 'day',
  references: { websiteId: { resource: 'websites', onDelete: 'cascade' } },
})
