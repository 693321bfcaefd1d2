import { describe, expect, it } from 'vitest'
import { websiteRequestSchema } from '../../../api/website-requests/website-request.shared'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { requestDetailSections } from './request-detail-sections'

const at = '2026-11-22T09:30:00.000Z'
// A request as an admin receives it (validated with the API's own schema, so the fixture cannot drift).
const request: WebsiteRequest = websiteRequestSchema.parse({
  id: 'req-1',
  requestNumber: 'WR-482913',
  userId: 'user-7',
  source: 'form',
  status: 'in-progress',
  websiteName: 'Atlas Yapı',
  companyName: 'İSTANBUL İnşaat',
  userName: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  phone: '0532 000 00 00',
  businessType: 'insaat',
  siteType: 'kurumsal',
  description: 'Kurumsal tanıtım sitesi',
  selectedPackage: 'scale',
  domain: 'atlasyapi.com.tr',
  requestedDomain: 'atlas-yapi.com',
  budget: '5000-10000',
  timeline: '1-month',
  priority: 'medium',
  seo: {
    title: 'Atlas Yapı',
    tagline: 'Sağlam temeller',
    metaTitle: 'Atlas',
    metaDescription: 'İnşaat firması',
    keywords: ['inşaat', 'konut'],
  },
  pages: { about: true, contact: true, services: false, custom: ['Projeler', 'Kariyer'] },
  design: { colorScheme: 'nature', layout: 'landing', colors: { primary: '#0a7d4f' }, slider: true },
  features: { onlineStore: false, bookingSystem: true },
  content: { heroText: 'Geleceği inşa ediyoruz', teamSize: 12 },
  gallery: { items: [{ name: 'ofis.jpg', url: 'https://cdn.example/ofis.jpg', caption: 'Ofis' }] },
  contact: { address: 'Kadıköy, İstanbul' },
  socialMedia: { instagram: 'https://instagram.com/atlasyapi' },
  hasHosting: true,
  hosting: { provider: 'Natro', username: 'atlas-host', passwordSet: true, password: 'h0st-Şifre!' },
  hasDomain: true,
  domainDetails: {
    registrar: 'İsimTescil',
    username: 'atlas-dns',
    expiryDate: '2027-03-01',
    passwordSet: true,
    password: 'd0main-Şifre!',
  },
  specialRequests: 'Canlı destek olsun',
  inspiration: 'https://example.com/ilham',
  notes: 'Sihirbazdan',
  adminNotes: 'Müşteri arandı',
  websiteId: null,
  requestDate: at,
  createdAt: at,
  updatedAt: at,
  packageName: 'Scale',
  packagePrice: 649,
})

const allRows = () => requestDetailSections(request).flatMap((section) => section.rows)
const valueOf = (label: string) => allRows().find((row) => row.label === label)?.value

describe('request detail dialog content', () => {
  it('shows every text field of the request', () => {
    const shown = allRows().map((row) => row.value)
    for (const value of [
      'WR-482913',
      'Atlas Yapı',
      'İSTANBUL İnşaat',
      'Ayşe Yılmaz',
      'ayse@example.com',
      '0532 000 00 00',
      'Kurumsal tanıtım sitesi',
      'atlasyapi.com.tr',
      'atlas-yapi.com',
      '5000-10000',
      '1-month',
      'Sağlam temeller',
      'İnşaat firması',
      'inşaat, konut',
      'Projeler, Kariyer',
      'nature',
      'landing',
      '#0a7d4f',
      'Geleceği inşa ediyoruz',
      '12',
      'Kadıköy, İstanbul',
      'https://instagram.com/atlasyapi',
      'Natro',
      'İsimTescil',
      '2027-03-01',
      'Canlı destek olsun',
      'https://example.com/ilham',
      'Sihirbazdan',
      'Müşteri arandı',
      'user-7',
    ]) {
      expect(shown, value).toContain(value)
    }
  })

  it('shows the panel credentials in full to the admin', () => {
    expect(valueOf('Hosting kullanıcı adı')).toBe('atlas-host')
    expect(valueOf('Hosting şifresi')).toBe('h0st-Şifre!')
    expect(valueOf('Domain kullanıcı adı')).toBe('atlas-dns')
    expect(valueOf('Domain şifresi')).toBe('d0main-Şifre!')
  })

  it('translates codes into Turkish and prices the package', () => {
    expect(valueOf('Durum')).toBe('İşlemde')
    expect(valueOf('Sektör')).toBe('İnşaat')
    expect(valueOf('Site türü')).toBe('Kurumsal')
    expect(valueOf('Öncelik')).toBe('Orta')
    expect(valueOf('Paket')).toBe('Scale (₺649/ay)')
    expect(valueOf('Hakkımızda')).toBe('Evet')
    expect(valueOf('Hizmetler')).toBe('Hayır')
    expect(valueOf('Rezervasyon sistemi')).toBe('Evet')
    expect(valueOf('Canlı destek')).toBe('—')
  })

  it('shows the email and phone once when the contact map repeats them', () => {
    const repeated = websiteRequestSchema.parse({
      ...request,
      contact: {
        email: 'ayse@example.com',
        phone: '0532 000 00 00',
        address: 'Kadıköy, İstanbul',
        fax: '0212',
      },
    })
    const values = requestDetailSections(repeated).flatMap((section) => section.rows.map((row) => row.value))
    expect(values.filter((value) => value === 'ayse@example.com')).toHaveLength(1)
    expect(values.filter((value) => value === '0532 000 00 00')).toHaveLength(1)
    expect(values).toContain('0212')
  })

  it('links only to http(s) addresses', () => {
    const gallery = requestDetailSections(request).find((section) => section.title === 'Galeri')
    expect(gallery?.rows[0]).toMatchObject({ label: 'ofis.jpg', href: 'https://cdn.example/ofis.jpg' })
    const hostile = websiteRequestSchema.parse({ ...request, inspiration: 'javascript:alert(1)' })
    const row = requestDetailSections(hostile)
      .flatMap((section) => section.rows)
      .find((r) => r.label === 'İlham alınan siteler')
    expect(row).toMatchObject({ value: 'javascript:alert(1)', href: undefined })
  })

  it('says a password is stored without showing one that did not come back', () => {
    const withoutPassword = websiteRequestSchema.parse({
      ...request,
      hosting: { provider: 'Natro', username: 'atlas-host', passwordSet: true },
    })
    const row = requestDetailSections(withoutPassword)
      .flatMap((section) => section.rows)
      .find((r) => r.label === 'Hosting şifresi')
    expect(row?.value).toBe('Kayıtlı')
  })
})
