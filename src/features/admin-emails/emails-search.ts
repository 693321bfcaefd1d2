// The e-mail screen's state in the URL: the tab ('Şablonlar' or 'Kampanyalar') and the templates list's
// search, type filter, page, page size and sort (newest first unless the admin picks another column).
import { z } from 'zod'
import {
  EMAIL_TEMPLATE_SORT_FIELDS,
  emailTemplateTypeSchema,
} from '../../../api/email-templates/email-template.shared'
import { listSearchSchema } from '../../components/data-table/list-search'

export const emailsTabSchema = z.enum(['templates', 'campaigns'])
export type EmailsTab = z.infer<typeof emailsTabSchema>

export const emailsSearchSchema = listSearchSchema({
  sortFields: EMAIL_TEMPLATE_SORT_FIELDS,
  filters: { tab: emailsTabSchema, type: emailTemplateTypeSchema },
})

export type EmailsSearch = z.infer<typeof emailsSearchSchema>

export const TEMPLATES_DEFAULTS = { sortFields: EMAIL_TEMPLATE_SORT_FIELDS, sort: '-createdAt' }
