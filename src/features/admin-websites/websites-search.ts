// The website list's state in the URL: search text, status, template and unpublished-changes chips, page, page size, sort
// (newest first unless the admin picks another column), and `open`: the website whose drawer is open
// (the header's search opens a website this way).
import { z } from 'zod'
import { websiteStatusSchema, websiteTemplateSchema } from '../../../api/websites/website.shared'
import { listSearchSchema, openRecordSearch } from '../../components/data-table/list-search'

/** The columns the server sorts websites by. */
export const WEBSITE_SORT_FIELDS = ['name', 'domain', 'status', 'lastModified', 'createdAt'] as const

export const websitesSearchSchema = listSearchSchema({
  sortFields: WEBSITE_SORT_FIELDS,
  filters: {
    status: websiteStatusSchema,
    template: websiteTemplateSchema,
    // Live sites with saved changes they do not show yet.
    unpublished: z.enum(['true']),
  },
}).extend(openRecordSearch)

export type WebsitesSearch = z.infer<typeof websitesSearchSchema>

export const WEBSITES_DEFAULTS = { sortFields: WEBSITE_SORT_FIELDS, sort: '-createdAt' }
