// Words for the audit trail and the activity log (docs/rules/activity-and-audit.md): the kinds of
// record, the actions, the entry types and severities, and how a stored value reads on screen.
import type { ActivitySeverity, ActivityType } from '../../api/activity/activity-log.shared'
import type { AuditAction } from '../../api/audit/audit.shared'
import type { StatusLabel } from './status-labels'

export const AUDIT_RESOURCE_LABELS: Readonly<Record<string, string>> = {
  users: 'Kullanıcı',
  websites: 'Website',
  websiteRequests: 'Website talebi',
  customerRequests: 'Müşteri talebi',
  supportTickets: 'Destek talebi',
  threadReplies: 'Yanıt',
  twoFactorCredentials: 'İki adımlı doğrulama',
  refreshTokens: 'Oturum',
  accountInvitations: 'Davet',
  uploads: 'Dosya',
  invoices: 'Fatura',
  formSubmissions: 'Site formu gönderimleri',
  siteDomains: 'Domain',
}

export const resourceLabel = (resource: string) =>
  Object.hasOwn(AUDIT_RESOURCE_LABELS, resource) ? (AUDIT_RESOURCE_LABELS[resource] ?? resource) : resource

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, StatusLabel>> = {
  create: { label: 'Oluşturuldu', tone: 'green' },
  update: { label: 'Güncellendi', tone: 'blue' },
  delete: { label: 'Silindi', tone: 'red' },
  view: { label: 'Görüntülendi', tone: 'amber' },
}

export const ACTIVITY_TYPE_LABELS: Readonly<Record<ActivityType, StatusLabel>> = {
  user: { label: 'Kullanıcı', tone: 'blue' },
  website: { label: 'Website', tone: 'green' },
  payment: { label: 'Ödeme', tone: 'amber' },
  system: { label: 'Sistem', tone: 'slate' },
  security: { label: 'Güvenlik', tone: 'red' },
}

export const ACTIVITY_SEVERITY_LABELS: Readonly<Record<ActivitySeverity, StatusLabel>> = {
  success: { label: 'Başarılı', tone: 'green' },
  info: { label: 'Bilgi', tone: 'blue' },
  warning: { label: 'Uyarı', tone: 'amber' },
  error: { label: 'Hata', tone: 'red' },
}

/** A stored value as one line of text: '—' for none, JSON for objects and lists. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}
