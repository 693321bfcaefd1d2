// The screen's words for templates and statuses (docs/rules/websites.md#website-records).
import { websiteTemplateSchema, type Website } from '../../../api/websites/website.shared'
import { SITE_TEMPLATE_LABELS } from '../../../api/builder/builder-options.shared'
import { EDIT_STATUS_LABELS } from '../../../api/websites/website-edit.shared'

export const TEMPLATE_LABELS: Readonly<Record<Website['template'], string>> = {
  ...SITE_TEMPLATE_LABELS,
  landing: 'Tanıtım Sayfası',
}

/** The back-office's five templates first, then the edit screen's own two (the schema's order). */
export const TEMPLATE_CHOICES: readonly Website['template'][] = websiteTemplateSchema.options

/** The statuses an admin sets; Taslak is the customer's own (edit screen) and only shown. */
export const ADMIN_STATUS_CHOICES = ['active', 'inactive', 'maintenance'] as const

/** The statuses' names, as the edit screen and the activity log say them. */
export const STATUS_NAMES: Readonly<Record<Website['status'], string>> = EDIT_STATUS_LABELS

const number = new Intl.NumberFormat('tr-TR')
export const formatCount = (value: number) => number.format(value)
