// The desk's list state in the URL: search, the four filters, page, page size and sort (newest
// activity first unless the admin picks another column). A view is a link.
import { z } from 'zod'
import {
  DESK_SORT_FIELDS,
  deskPrioritySchema,
  deskStatusSchema,
  deskTypeSchema,
} from '../../../api/support-desk/support-desk.shared'
import { listSearchSchema } from '../../components/data-table/list-search'

export const deskSearchSchema = listSearchSchema({
  sortFields: DESK_SORT_FIELDS,
  filters: {
    type: deskTypeSchema,
    status: deskStatusSchema,
    priority: deskPrioritySchema,
    assignee: z.enum(['me', 'none']),
  },
})
export type DeskSearch = z.infer<typeof deskSearchSchema>

export const DESK_DEFAULTS = { sortFields: DESK_SORT_FIELDS, sort: '-lastActivityAt' }
