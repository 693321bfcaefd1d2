// docs/rules/customer-dashboard.md#status-labels: labels and tones of the statuses and of the fields
// shown next to them. Tones are keys of StatusBadge (src/components/status-badge.tsx).
import { INVOICE_STATUS_LABELS } from '../../api/invoices/invoice-labels.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../../api/website-requests/website-request-status.shared'
import type { WebsiteRequestStatus } from '../../api/website-requests/website-request-status.shared'
import type { ApprovalStatus } from '../../api/approvals/approval.shared'
import { APPROVAL_STATUS_LABELS } from '../../api/approvals/approval-messages.shared'

/** A record's own entry (never an Object.prototype member such as 'toString'). */
const own = <T>(record: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined =>
  key != null && Object.hasOwn(record, key) ? record[key] : undefined

export type Tone = 'green' | 'blue' | 'amber' | 'red' | 'slate'

export interface StatusLabel {
  label: string
  tone: Tone
}

const WEBSITE_STATUSES: Readonly<Record<string, StatusLabel>> = {
  active: { label: 'Aktif', tone: 'green' },
  development: { label: 'Geliştiriliyor', tone: 'blue' },
  suspended: { label: 'Askıda', tone: 'red' },
  // The API's other website states (admin side), named as on the edit screen.
  inactive: { label: 'Pasif', tone: 'slate' },
  maintenance: { label: 'Bakımda', tone: 'amber' },
  draft: { label: 'Taslak', tone: 'slate' },
}

/** active Aktif, development Geliştiriliyor, suspended Askıda, anything unknown Bilinmiyor. */
export function websiteStatusLabel(status: string | null | undefined): StatusLabel {
  return own(WEBSITE_STATUSES, status) ?? { label: 'Bilinmiyor', tone: 'slate' }
}

/**
 * 'Yayında' while the team has published the site and it is served (published, status active),
 * otherwise 'Taslak'.
 */
export function publicationLabel(website: {
  status: string | null | undefined
  publishedAt?: string | null
}): StatusLabel {
  return website.publishedAt && website.status === 'active'
    ? { label: 'Yayında', tone: 'green' }
    : { label: 'Taslak', tone: 'slate' }
}

/** A live site whose saved changes are not on it yet (hasUnpublishedChanges). */
export const UNPUBLISHED_CHANGES_LABEL: StatusLabel = { label: 'Yayınlanmamış değişiklikler', tone: 'amber' }

const REQUEST_TONES: Readonly<Record<WebsiteRequestStatus, Tone>> = {
  pending: 'amber',
  'in-progress': 'blue',
  completed: 'green',
  rejected: 'red',
}

/** pending Beklemede, in-progress İşlemde, completed Tamamlandı, rejected Reddedildi. */
export function requestStatusLabel(status: WebsiteRequestStatus): StatusLabel {
  return { label: WEBSITE_REQUEST_STATUS_LABELS[status], tone: REQUEST_TONES[status] }
}

export const PENDING_WRITE_LABEL: StatusLabel = { label: 'Gönderilmeyi bekliyor', tone: 'slate' }

const PRIORITIES: Readonly<Record<string, string>> = {
  low: 'Düşük',
  normal: 'Normal',
  medium: 'Orta',
  high: 'Yüksek',
  urgent: 'Acil',
}

export function priorityLabel(priority: string | null | undefined): string {
  return own(PRIORITIES, priority) ?? 'Orta'
}

export const REQUEST_TYPE_LABELS = {
  change: 'Değişiklik',
  support: 'Destek',
  hosting: 'Hosting',
  domain: 'Domain',
  gallery: 'Galeri',
} as const

const INVOICE_STATUSES: Readonly<Record<string, StatusLabel>> = {
  paid: { label: INVOICE_STATUS_LABELS.paid, tone: 'green' },
  pending: { label: INVOICE_STATUS_LABELS.pending, tone: 'amber' },
  overdue: { label: INVOICE_STATUS_LABELS.overdue, tone: 'red' },
  cancelled: { label: INVOICE_STATUS_LABELS.cancelled, tone: 'slate' },
}

export function invoiceStatusLabel(status: string): StatusLabel {
  return own(INVOICE_STATUSES, status) ?? { label: 'Bilinmiyor', tone: 'slate' }
}

const APPROVAL_TONES: Readonly<Record<ApprovalStatus, Tone>> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'slate',
}

/** pending Bekliyor, approved Onaylandı, rejected Reddedildi, withdrawn Geri çekildi. */
export function approvalStatusLabel(status: ApprovalStatus): StatusLabel {
  return { label: APPROVAL_STATUS_LABELS[status], tone: APPROVAL_TONES[status] }
}
