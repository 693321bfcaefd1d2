// Turkish words for the website request's option lists: one place for the wizard, the request desk and
// anything else that shows a sector or a kind of site.
import type { BUSINESS_TYPES, SITE_KINDS } from './website-request.shared'

type SiteKind = (typeof SITE_KINDS)[number]
type BusinessType = (typeof BUSINESS_TYPES)[number]

export const SITE_KIND_LABELS: Record<SiteKind, string> = {
  kurumsal: 'Kurumsal',
  eticaret: 'E-ticaret',
  blog: 'Blog',
  portfolio: 'Portfolyo',
  restoran: 'Restoran / Kafe',
  saglik: 'Sağlık',
  egitim: 'Eğitim',
  hizmet: 'Hizmet',
  diger: 'Diğer',
}

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  insaat: 'İnşaat',
  saglik: 'Sağlık',
  egitim: 'Eğitim',
  gida: 'Gıda',
  ticaret: 'Ticaret',
  hizmet: 'Hizmet',
  teknoloji: 'Teknoloji',
  turizm: 'Turizm',
  otomotiv: 'Otomotiv',
  guzellik: 'Güzellik',
  hukuk: 'Hukuk',
  sanat: 'Sanat',
  diger: 'Diğer',
}
