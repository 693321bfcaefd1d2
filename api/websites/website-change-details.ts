import type { WebsiteRecord } from './website.shared'
import { EDIT_STATUS_LABELS } from './website-edit.shared'

// The activity entry's words for a website update: what changed, statuses by their Turkish names
// (docs/rules/websites.md#website-statuses), nothing secret.

const STATUS_NAMES: Record<WebsiteRecord['status'], string> = EDIT_STATUS_LABELS

const FIELD_NAMES: Partial<Record<keyof WebsiteRecord, string>> = {
  name: 'ad',
  domain: 'domain',
  ownerEmail: 'sahip',
  template: 'şablon',
  description: 'açıklama',
  plan: 'paket',
  publishNeedsApproval: 'yayın onayı',
  visitors: 'ziyaretçi sayısı',
  storage: 'depolama',
  hostingInfo: 'hosting bilgileri',
  domainInfo: 'domain bilgileri',
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** 'Lezzet (lezzet.com): durum Aktif → Bakımda; ad, şablon değişti.' */
export function websiteChangeDetails(before: WebsiteRecord, after: WebsiteRecord): string {
  const parts: string[] = []
  if (before.status !== after.status) {
    parts.push(`durum ${STATUS_NAMES[before.status]} → ${STATUS_NAMES[after.status]}`)
  }
  const fields = Object.entries(FIELD_NAMES)
    .filter(([field]) => !same(before[field as keyof WebsiteRecord], after[field as keyof WebsiteRecord]))
    .map(([, name]) => name)
  if (fields.length) parts.push(`${fields.join(', ')} değişti`)
  return `${after.name} (${after.domain}): ${parts.length ? parts.join('; ') : 'değişiklik yok'}.`
}
