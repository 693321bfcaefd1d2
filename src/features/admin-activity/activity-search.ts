// The activity screen's state in the URL: the tab, the search text, the filters, page, page size and sort,
// so a view is a link. One schema for both tabs; switching tabs starts from a clean list.
import { z } from 'zod'
import { activitySeveritySchema, activityTypeSchema } from '../../../api/activity/activity-log.shared'
import { auditActionSchema } from '../../../api/audit/audit.shared'
import { listSearchSchema } from '../../components/data-table/list-search'

export const ACTIVITY_TABS = ['aktivite', 'denetim'] as const
export type ActivityTab = (typeof ACTIVITY_TABS)[number]

/** The activity log sorts by its time; the audit trail by its own. */
export const ACTIVITY_SORT_FIELDS = ['timestamp', 'at'] as const

export const activitySearchSchema = listSearchSchema({
  sortFields: ACTIVITY_SORT_FIELDS,
  filters: {
    tab: z.enum(ACTIVITY_TABS),
    type: activityTypeSchema,
    severity: activitySeveritySchema,
    resource: z.string().trim().min(1).max(60),
    action: auditActionSchema,
  },
})
export type ActivitySearch = z.infer<typeof activitySearchSchema>

export const ACTIVITY_DEFAULTS = { sortFields: ['timestamp'], sort: '-timestamp' } as const
export const AUDIT_DEFAULTS = { sortFields: ['at'], sort: '-at' } as const

export const tabOf = (search: ActivitySearch): ActivityTab => search.tab ?? 'aktivite'
