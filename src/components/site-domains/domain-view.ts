// How the domain panel reads a domain (docs/rules/custom-domains.md): its state as a badge, the reason it
// waits (the offline demo's "no DNS here" apart from a record that is missing or wrong), what to do next,
// and its dates. The panel's own words are here once; the server's are in site-domain.shared.ts.
import {
  graceDaysLeft,
  LAPSE_GRACE_DAYS,
  UNVERIFIED_DAYS,
  type DnsRecord,
  type DomainState,
  type SiteDomain,
} from '../../../api/site-domains/site-domain.shared'
import {
  DOMAIN_STATE_LABELS,
  siteDomainMessages,
} from '../../../api/site-domains/site-domain-messages.shared'
import { formatNumericDateTime } from '../../lib/format-date'
import type { StatusLabel, Tone } from '../../lib/status-labels'

export const domainTexts = {
  title: 'Domain',
  connect: 'Kendi domaininizi bağlayın',
  connectHint:
    'Sitenizi kendi adresinizde yayınlayın. Domaini ekleyince DNS sağlayıcınızda oluşturmanız gereken kayıtları gösteririz.',
  field: 'Domain adı',
  add: 'Domain ekle',
  adding: 'Ekleniyor…',
  verify: 'Şimdi doğrula',
  reverify: 'Yeniden doğrula',
  verifying: 'Doğrulanıyor…',
  remove: 'Kaldır',
  removeTitle: 'Domaini kaldır',
  removeText: (domain: string) =>
    `${domain} bu siteden kaldırılacak; site yeniden yalnızca SiteKur adresinde açılır. DNS sağlayıcınızdaki kayıtları sonra silebilirsiniz.`,
  records: 'Oluşturulacak DNS kayıtları',
  recordsHint:
    'Bu kayıtları domaininizi aldığınız firmanın DNS ayarlarında oluşturun. Ad sütunundaki @ domainin kendisidir.',
  reason: 'Neden',
  offlineHint: 'DNS kayıtları ancak sunucuya bağlıyken doğrulanabilir; bağlantı gelince yeniden deneyin.',
  copy: 'Kopyala',
  copied: 'Kopyalandı',
  copyFailed: 'Kopyalanamadı; değeri seçip elle kopyalayın.',
  empty: 'Bu sitenin domain bilgisi yok.',
} as const

const STATE_TONES: Readonly<Record<DomainState, Tone>> = {
  pending: 'amber',
  verified: 'blue',
  active: 'green',
  error: 'red',
  lapsed: 'slate',
}

export const domainStateLabel = (state: DomainState): StatusLabel => ({
  label: DOMAIN_STATE_LABELS[state],
  tone: STATE_TONES[state],
})

/** What the owner does next, for each state (domainHint). */
const DOMAIN_STATE_HINTS: Readonly<Record<DomainState, string>> = {
  pending: `Kayıtlar oluşturulup yayıldığında domain doğrulanır (her 10 dakikada bir kontrol edilir). ${UNVERIFIED_DAYS} gün içinde doğrulanmayan domain kaldırılır.`,
  verified: 'Site yayındaysa bu adreste açılır; HTTPS sertifikası ilk ziyarette alınır.',
  active: 'Site bu adreste HTTPS ile yayında.',
  error: 'DNS sorgusu yapılamadı; kayıtlar kısa süre sonra yeniden kontrol edilecek.',
  lapsed: `Domain ${LAPSE_GRACE_DAYS} gün boyunca SiteKur’u göstermediği için siteden kaldırıldı; site yalnızca SiteKur adresinde açılıyor. DNS kayıtlarını düzeltip “Yeniden doğrula”ya basın; ${UNVERIFIED_DAYS} gün içinde yeniden doğrulanmazsa domain kaydı silinir.`,
}

/** offline: this environment cannot ask DNS (the offline demo); error: the lookup failed; pending: a record is missing or wrong. */
export type DomainReasonKind = 'offline' | 'error' | 'pending'

export interface DomainReason {
  kind: DomainReasonKind
  text: string
}

/** Why the domain is not (or, at its last check, no longer looked) right; null when nothing is wrong. */
export function domainReason(domain: Pick<SiteDomain, 'state' | 'reason'>): DomainReason | null {
  if (!domain.reason) return null
  if (domain.reason === siteDomainMessages.noResolver) return { kind: 'offline', text: domain.reason }
  return { kind: domain.state === 'error' ? 'error' : 'pending', text: domain.reason }
}

/** What the owner does next: the state's hint, or, where this environment cannot ask DNS, to try online. */
export function domainHint(domain: Pick<SiteDomain, 'state' | 'reason'>): string {
  return domainReason(domain)?.kind === 'offline' ? domainTexts.offlineHint : DOMAIN_STATE_HINTS[domain.state]
}

/**
 * A verified domain whose records went wrong: the warning that it will be taken off the site, with the
 * days left of its grace period; null when its checks pass.
 */
export function domainGraceWarning(
  domain: Pick<SiteDomain, 'state' | 'failingSince'>,
  now = new Date(),
): string | null {
  const days = graceDaysLeft(domain, now)
  return days === null ? null : siteDomainMessages.graceWarning(days)
}

/** The domain's dates that are set, each with its label, written the Turkish way. */
export function domainDates(
  domain: Pick<SiteDomain, 'createdAt' | 'checkedAt' | 'verifiedAt' | 'certificateAt' | 'failingSince'>,
): Array<[string, string]> {
  const dates: Array<[string, string | null]> = [
    ['Eklendi', domain.createdAt],
    ['Son kontrol', domain.checkedAt],
    ['Doğrulandı', domain.verifiedAt],
    ['Sertifika istendi', domain.certificateAt],
    ['Sorun ilk görüldü', domain.failingSince ?? null],
  ]
  return dates
    .map(([label, at]): [string, string] => [label, formatNumericDateTime(at)])
    .filter(([, text]) => text !== '')
}

/** A record as the copy button names it: its type and name, and its value where another record shares both (two A records). */
export function recordLabel(record: DnsRecord, records: readonly DnsRecord[]): string {
  const twins = records.filter((other) => other.type === record.type && other.name === record.name)
  return twins.length > 1 ? `${record.type} ${record.name} ${record.value}` : `${record.type} ${record.name}`
}
