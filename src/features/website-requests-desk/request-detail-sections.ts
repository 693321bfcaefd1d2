// Every field of a website request, grouped for the detail dialog. A pure function, so a test can check
// that nothing is left out (credentials included: the API returns them decrypted to admins only).
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { formatTry } from '../../lib/money'
import { PRIORITY_LABELS, SECTOR_LABELS, SOURCE_LABELS, labelOf, statusLabel } from './request-labels'
import { formatDateTime } from '../../lib/format-date'

export interface DetailRow {
  label: string
  value: string
  /** Shown in a monospace, copyable style (passwords, user names). */
  secret?: boolean
  /** The value is a link (http/https only). */
  href?: string
  /** Long text: takes the dialog's full width. */
  wide?: boolean
}

export interface DetailSection {
  title: string
  rows: DetailRow[]
}

const EMPTY = '—'
const yesNo = (value: boolean | undefined) => (value === undefined ? EMPTY : value ? 'Evet' : 'Hayır')
const text = (value: string | null | undefined) => (value && value.trim() ? value : EMPTY)
const row = (label: string, value: string | null | undefined, extra: Partial<DetailRow> = {}): DetailRow => ({
  label,
  value: text(value),
  ...extra,
})
const linkOf = (value: string | null | undefined) =>
  value && /^https?:\/\//i.test(value.trim()) ? value.trim() : undefined

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'boolean') return yesNo(value)
  if (value === null || value === undefined) return EMPTY
  return String(value)
}

/** Free-form maps (contact, social links, content, colours): one row per key, nothing dropped. */
function mapRows(map: Record<string, unknown>, labels: Readonly<Record<string, string>> = {}): DetailRow[] {
  return Object.entries(map).map(([key, value]) => {
    const shown = valueText(value)
    return { label: labels[key] ?? key, value: shown || EMPTY, href: linkOf(shown) }
  })
}

function withoutCopies(
  map: Record<string, string>,
  shown: Record<string, string | null>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(map).filter(([key, value]) => shown[key] !== value))
}

const CONTACT_LABELS = { phone: 'Telefon', email: 'E-posta', address: 'Adres', whatsapp: 'WhatsApp' }
const PAGE_LABELS = {
  about: 'Hakkımızda',
  contact: 'İletişim',
  services: 'Hizmetler',
  products: 'Ürünler',
  blog: 'Blog',
  gallery: 'Galeri',
}
const FEATURE_LABELS = {
  onlineStore: 'Online mağaza',
  bookingSystem: 'Rezervasyon sistemi',
  multiLanguage: 'Çoklu dil',
  newsletterSignup: 'Bülten kaydı',
  liveChat: 'Canlı destek',
  gallery: 'Galeri',
}

export function requestDetailSections(request: WebsiteRequest): DetailSection[] {
  const { seo, pages, design, features, hosting, domainDetails } = request
  const packageText = request.selectedPackage
    ? `${request.packageName ?? request.selectedPackage}${request.packagePrice !== null ? ` (${formatTry(request.packagePrice)}/ay)` : ''}`
    : null
  return [
    {
      title: 'Talep',
      rows: [
        row('Talep no', request.requestNumber),
        row('Durum', statusLabel(request.status)),
        row('Website adı', request.websiteName),
        row('Sektör', labelOf(SECTOR_LABELS, request.businessType)),
        row('Site türü', labelOf(SECTOR_LABELS, request.siteType)),
        row('Paket', packageText),
        row('Öncelik', labelOf(PRIORITY_LABELS, request.priority)),
        row('Bütçe', request.budget),
        row('Süre', request.timeline),
        row('Kaynak', labelOf(SOURCE_LABELS, request.source)),
        row('Talep tarihi', formatDateTime(request.requestDate)),
        row('Oluşturulma', formatDateTime(request.createdAt)),
        row('Son güncelleme', formatDateTime(request.updatedAt)),
        row('Açıklama', request.description, { wide: true }),
      ],
    },
    {
      title: 'Müşteri',
      rows: [
        row('Ad Soyad', request.userName),
        row('Firma', request.companyName),
        row('E-posta', request.email),
        row('Telefon', request.phone),
        row('Kullanıcı no', request.userId),
        // The form's email and phone are copied into the contact map: shown once.
        ...mapRows(
          withoutCopies(request.contact, { email: request.email, phone: request.phone }),
          CONTACT_LABELS,
        ),
        ...mapRows(request.socialMedia),
      ],
    },
    {
      title: 'Alan adı ve SEO',
      rows: [
        row('Domain', request.domain, { href: linkOf(request.domain) }),
        row('İstenen domain', request.requestedDomain),
        row('Site başlığı', seo.title),
        row('Slogan', seo.tagline),
        row('Meta başlık', seo.metaTitle),
        row('Meta açıklama', seo.metaDescription),
        row('Anahtar kelimeler', seo.keywords?.join(', ')),
      ],
    },
    {
      title: 'Sayfalar ve tasarım',
      rows: [
        ...Object.entries(PAGE_LABELS).map(([key, label]) =>
          row(label, yesNo(pages[key as keyof typeof PAGE_LABELS])),
        ),
        row('Özel sayfalar', pages.custom?.join(', ')),
        row('Renk şeması', design.colorScheme),
        row('Yerleşim', design.layout),
        ...mapRows(design.colors ?? {}),
        row('Slider', yesNo(design.slider)),
        row('Referanslar', yesNo(design.testimonials)),
        row('Ekip bölümü', yesNo(design.team)),
        ...Object.entries(FEATURE_LABELS).map(([key, label]) =>
          row(label, yesNo(features[key as keyof typeof FEATURE_LABELS])),
        ),
      ],
    },
    { title: 'İçerik', rows: mapRows(request.content) },
    {
      title: 'Galeri',
      rows: (request.gallery.items ?? []).map((item, index) => ({
        label: item.name || `Görsel ${index + 1}`,
        value: [item.caption, item.url ?? item.uploadId].filter(Boolean).join(' — ') || EMPTY,
        href: linkOf(item.url),
      })),
    },
    {
      title: 'Hosting ve domain erişimi',
      rows: [
        row('Hosting var mı', yesNo(request.hasHosting)),
        row('Hosting firması', hosting.provider),
        row('Hosting kullanıcı adı', hosting.username, { secret: true }),
        row('Hosting şifresi', hosting.password ?? (hosting.passwordSet ? 'Kayıtlı' : null), {
          secret: true,
        }),
        row('Domain var mı', yesNo(request.hasDomain)),
        row('Domain firması', domainDetails.registrar),
        row('Domain kullanıcı adı', domainDetails.username, { secret: true }),
        row('Domain şifresi', domainDetails.password ?? (domainDetails.passwordSet ? 'Kayıtlı' : null), {
          secret: true,
        }),
        row('Domain bitiş tarihi', domainDetails.expiryDate),
      ],
    },
    {
      title: 'Notlar',
      rows: [
        row('Özel istekler', request.specialRequests, { wide: true }),
        row('İlham alınan siteler', request.inspiration, { href: linkOf(request.inspiration), wide: true }),
        row('Notlar', request.notes, { wide: true }),
        row('Yönetici notları', request.adminNotes, { wide: true }),
        ...(request.rejectionReason ? [row('Red nedeni', request.rejectionReason, { wide: true })] : []),
        row('Bağlı website', request.websiteId),
      ],
    },
  ].filter((section) => section.rows.length > 0)
}
