// Turkish words for the request desk: sectors, kinds of site, packages, priorities, sources, dates.
import { WEBSITE_REQUEST_STATUS_LABELS } from '../../../api/website-requests/website-request-status.shared'
import type { WebsiteRequestStatus } from '../../../api/website-requests/website-request-status.shared'
import {
  BUSINESS_TYPE_LABELS,
  SITE_KIND_LABELS,
} from '../../../api/website-requests/website-request-labels.shared'

/** Sectors, and the wizard's kinds of site (sent as the sector by some forms). */
export const SECTOR_LABELS: Readonly<Record<string, string>> = {
  ...SITE_KIND_LABELS,
  ...BUSINESS_TYPE_LABELS,
}

export const PRIORITY_LABELS: Readonly<Record<string, string>> = {
  low: 'Düşük',
  normal: 'Normal',
  medium: 'Orta',
  high: 'Yüksek',
}

export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  form: 'Talep formu',
  wizard: 'Talep sihirbazı',
  builder: 'Website oluşturucu',
  prompt: 'Panel',
  admin: 'Yönetici',
}

export function labelOf(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (!value) return ''
  return labels[value] ?? value
}

export function statusLabel(status: WebsiteRequestStatus): string {
  return WEBSITE_REQUEST_STATUS_LABELS[status]
}
