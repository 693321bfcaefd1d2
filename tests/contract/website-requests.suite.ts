import { beforeAll, expect, it } from 'vitest'
import {
  submitWebsiteResponseSchema,
  websiteRequestResponseSchema,
} from '../../api/website-requests/website-request-input.shared'
import { meWebsiteRequestListResponseSchema } from '../../api/website-requests/website-request.shared'
import type { Harness } from './harness'
import { ensureCatalogue, getRequest, submit } from './request-helpers'

// Website requests through the documented PHP-era bodies (the form's and the wizard's); the REST door and the
// admin's list and counts are website-requests-rest.suite.ts.

const FULL_FORM = {
  name: 'Demir Yapı',
  domain: 'HTTPS://DemirYapi.com.tr/',
  businessType: 'insaat',
  description: 'Konut projeleri için kurumsal site.',
  title: 'Demir Yapı | Güvenilir konut projeleri',
  tagline: 'Sağlam temeller',
  metaDescription: 'İstanbul ve Ankara’da konut projeleri.',
  keywords: 'inşaat, konut ,  , proje',
  hasAboutPage: true,
  hasContactPage: true,
  hasBlogPage: false,
  customPages: ['Projeler', 'Kariyer'],
  phone: '+90 532 000 00 00',
  email: 'Info@DemirYapi.com.tr',
  address: 'Kadıköy, İstanbul',
  socialMedia: { instagram: '@demiryapi', facebook: '' },
  colorScheme: 'classic',
  layout: 'sidebar',
  hasSlider: true,
  needsOnlineStore: false,
  needsBookingSystem: true,
  hasHosting: true,
  hostingDetails: { provider: 'Natro', username: 'demir', password: 'Hosting-Parola-1!' },
  hasDomain: true,
  domainDetails: {
    registrar: 'GoDaddy',
    username: 'demir-dns',
    password: 'Domain-Parola-2!',
    expiryDate: '2027-01-31',
  },
  requestedDomain: 'demiryapi.com',
  specialRequests: 'Proje galerisi olsun.',
  inspiration: 'https://example.com',
  needsGallery: true,
  companyName: 'Demir Yapı A.Ş.',
  selectedPackage: 'professional',
}

export function websiteRequestsSuite(h: Harness) {
  beforeAll(() => ensureCatalogue(h))

  it('needs a signed-in user and a website name; checks the SEO lengths on the server', async () => {
    const anonymous = await h.post('/api/submit-website-simple.php', { name: 'X' })
    expect(anonymous.status).toBe(401)
    const { token } = await h.customerToken()
    for (const body of [{}, { name: '   ' }, { websiteName: '', description: 'x' }]) {
      const res = await h.post('/api/submit-website-simple.php', body, { token })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Lütfen website adını girin' })
    }
    const longTitle = await h.post(
      '/api/submit-website-simple.php',
      { name: 'A', title: 'x'.repeat(61) },
      { token },
    )
    expect(longTitle.status).toBe(400)
    expect(longTitle.body).toEqual({ success: false, message: 'SEO başlığı en fazla 60 karakter olabilir.' })
    const longMeta = await h.post(
      '/api/submit-website-simple.php',
      { websiteName: 'A', seo: { metaTitle: 'ok', metaDescription: 'ç'.repeat(161) } },
      { token },
    )
    expect(longMeta.status).toBe(400)
    expect(longMeta.body).toEqual({
      success: false,
      message: 'Meta açıklama en fazla 160 karakter olabilir.',
    })
    const exact = await h.post(
      '/api/submit-website-simple.php',
      { websiteName: 'Sınırda', seo: { metaTitle: 'ş'.repeat(60), metaDescription: 'ğ'.repeat(160) } },
      { token },
    )
    expect(exact.status, exact.text).toBe(200)
    const badPackage = await h.post(
      '/api/submit-website-simple.php',
      { name: 'A', selectedPackage: 'gold' },
      { token },
    )
    expect(badPackage.status).toBe(400)
    expect(badPackage.body).toEqual({
      success: false,
      message: 'Seçilen paket bulunamadı: lütfen sunulan paketlerden birini seçin.',
    })
  })

  it('answers the form with request_id; the request belongs to the signed-in user whatever user_id says', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const admin = await h.adminToken()
    const res = await h.post(
      '/api/submit-website-simple.php',
      { ...FULL_FORM, user_id: b.user.id },
      { token: a.token },
    )
    expect(res.status, res.text).toBe(200)
    const body = submitWebsiteResponseSchema.parse(res.body)
    expect(body.message).toBe('Website talebiniz başarıyla gönderildi. En kısa sürede size dönüş yapacağız.')
    expect(body.request_number).toMatch(/^\d{6}$/)
    const request = body.data.request
    expect(request).toMatchObject({
      id: body.request_id,
      userId: a.user.id,
      status: 'pending',
      source: 'form',
      websiteName: 'Demir Yapı',
      companyName: 'Demir Yapı A.Ş.',
      email: 'info@demiryapi.com.tr',
      businessType: 'insaat',
      domain: 'demiryapi.com.tr',
      // The form's older key lands on the catalogue's package, priced by the catalogue.
      selectedPackage: 'scale',
      priority: 'medium',
      packageName: 'Scale',
      packagePrice: 649,
    })
    // The owner and admins (under /api/admin) read it; another customer cannot tell it exists.
    expect((await getRequest(h, a.token, request.id)).status).toBe(200)
    const other = await getRequest(h, b.token, request.id)
    expect(other.status).toBe(404)
    expect(other.body).toEqual({ success: false, message: 'Website talebi bulunamadı.' })
    expect((await getRequest(h, admin.token, request.id, 'admin')).status).toBe(200)
    expect((await getRequest(h, admin.token, request.id)).status).toBe(404)
    const mineA = meWebsiteRequestListResponseSchema.parse(
      (await h.call('GET', '/api/me/website-requests', { token: a.token })).body,
    )
    expect(mineA.data.items.map((r) => r.id)).toEqual([request.id])
    const mineB = meWebsiteRequestListResponseSchema.parse(
      (await h.call('GET', '/api/me/website-requests', { token: b.token })).body,
    )
    expect(mineB.data.items).toEqual([])
  })

  it('keeps every form field; panel passwords are encrypted at rest and shown to admins only', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const res = await h.post('/api/submit-website-simple.php', FULL_FORM, { token: a.token })
    const id = submitWebsiteResponseSchema.parse(res.body).request_id
    expect(res.text).not.toContain('Hosting-Parola-1!')
    const customerView = await getRequest(h, a.token, id)
    expect(customerView.text).not.toContain('Hosting-Parola-1!')
    expect(customerView.text).not.toContain('Domain-Parola-2!')
    const asCustomer = websiteRequestResponseSchema.parse(customerView.body).data.request
    expect(asCustomer.hosting).toEqual({ provider: 'Natro', username: 'demir', passwordSet: true })
    expect(asCustomer.adminNotes).toBeUndefined()
    const asAdmin = websiteRequestResponseSchema.parse((await getRequest(h, admin.token, id, 'admin')).body)
      .data.request
    expect(asAdmin.hosting).toEqual({
      provider: 'Natro',
      username: 'demir',
      passwordSet: true,
      password: 'Hosting-Parola-1!',
    })
    expect(asAdmin.domainDetails).toEqual({
      registrar: 'GoDaddy',
      username: 'demir-dns',
      expiryDate: '2027-01-31',
      passwordSet: true,
      password: 'Domain-Parola-2!',
    })
    expect(asAdmin).toMatchObject({
      seo: {
        title: 'Demir Yapı | Güvenilir konut projeleri',
        tagline: 'Sağlam temeller',
        metaDescription: 'İstanbul ve Ankara’da konut projeleri.',
        keywords: ['inşaat', 'konut', 'proje'],
      },
      pages: { about: true, contact: true, blog: false, custom: ['Projeler', 'Kariyer'] },
      design: { colorScheme: 'classic', layout: 'sidebar', slider: true },
      features: { onlineStore: false, bookingSystem: true, gallery: true },
      contact: { phone: '+90 532 000 00 00', email: 'info@demiryapi.com.tr', address: 'Kadıköy, İstanbul' },
      socialMedia: { instagram: '@demiryapi' },
      hasHosting: true,
      hasDomain: true,
      requestedDomain: 'demiryapi.com',
      specialRequests: 'Proje galerisi olsun.',
      inspiration: 'https://example.com',
    })
    const stored = await h.ports.repos.websiteRequests.findById(id)
    expect(stored?.hostingPasswordEncrypted).toBeTruthy()
    expect(JSON.stringify(stored)).not.toContain('Parola')
  })

  it('accepts the wizard shape: kind of site, colours, content, gallery, contact, SEO keywords', async () => {
    const a = await h.customerToken()
    const wizardShape = await h.post(
      '/api/submit-website-simple.php',
      {
        userId: 'someone-else',
        userEmail: 'spoof@example.com',
        websiteName: 'Lezzet Durağı',
        businessType: 'restoran',
        description: 'Ev yemekleri',
        colors: { primary: '#b91c1c', secondary: '#fde68a' },
        content: { about: 'Hakkımızda metni', services: ['Paket servis', 'Catering'] },
        gallery: ['menu.jpg', { uploadId: 'u-1', caption: 'Salon' }],
        contact: { phone: '0212 000 00 00', email: 'siparis@lezzet.com', whatsapp: '905320000000' },
        seo: { metaTitle: 'Lezzet Durağı', metaDescription: 'Ev yemekleri', keywords: 'yemek, ev yemeği' },
        selectedPackage: 'premium',
        status: 'completed',
      },
      { token: a.token },
    )
    const request = submitWebsiteResponseSchema.parse(wizardShape.body).data.request
    expect(request).toMatchObject({
      userId: a.user.id,
      status: 'pending',
      source: 'wizard',
      siteType: 'restoran',
      businessType: 'restoran',
      email: 'siparis@lezzet.com',
      selectedPackage: 'vision',
      priority: 'high',
      design: { colors: { primary: '#b91c1c', secondary: '#fde68a' } },
      content: { about: 'Hakkımızda metni', services: ['Paket servis', 'Catering'] },
      gallery: { items: [{ name: 'menu.jpg' }, { uploadId: 'u-1', caption: 'Salon' }] },
      contact: { phone: '0212 000 00 00', whatsapp: '905320000000' },
      seo: { metaTitle: 'Lezzet Durağı', keywords: ['yemek', 'ev yemeği'] },
    })
    // Sector and kind both given: each in its own field. No package chosen: none (never a silent
    // Basic ₺299), priority normal.
    const both = await submit(h, a.token, { websiteName: 'B', siteType: 'kurumsal', businessType: 'hukuk' })
    expect(both).toMatchObject({
      siteType: 'kurumsal',
      businessType: 'hukuk',
      selectedPackage: null,
      packagePrice: null,
      priority: 'normal',
    })
    const entries = await h.ports.repos.activityLog.list({ search: 'Lezzet Durağı' })
    expect(entries[0]).toMatchObject({
      action: 'Website talebi oluşturuldu',
      userEmail: a.user.email,
      type: 'website',
    })
  })
}
