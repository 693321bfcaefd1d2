// The desk's list state in the URL: search text, status and unpublished-changes chips, page, page size and sort (newest first
// unless the admin picks another column). The route validates with this schema, so a view is a link.
import { websiteRequestStatusSchema } from '../../../api/website-requests/website-request-status.shared'
import { listSearchSchema } from '../../components/data-table/list-search'
import { z } from 'zod'

/** The columns the server sorts website requests by. */
export const DESK_SORT_FIELDS = ['requestDate', 'websiteName', 'status'] as const
export const DESK_DEFAULT_SORT = '-requestDate'

export const deskSearchSchema = listSearchSchema({
  sortFields: DESK_SORT_FIELDS,
  filters: {
    status: websiteRequestStatusSchema,
    // Requests whose live site has saved changes it does not show yet.
    unpublished: z.enum(['true']),
  },
})

export type DeskSearch = z.infer<typeof deskSearchSchema>

export const DESK_DEFAULTS = { sortFields: DESK_SORT_FIELDS, sort: DESK_DEFAULT_SORT }
