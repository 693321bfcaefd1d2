import { describe, expect, it } from 'vitest'
import { websiteRequestFieldsBodySchema } from '../../../api/website-requests/website-request-body.shared'
import { buildWebsiteRequestPayload, paletteOf } from './build-payload'
import { emptyWizardForm } from './wizard-form'
import type { WizardForm } from './wizard-form'

function fullForm(): WizardForm {
  return {
    ...emptyWizardForm(),
    name: '  Yıldız İnşaat  ',
    companyName: 'Yıldız Yapı A.Ş.',
    siteType: 'kurumsal',
    businessType: 'insaat',
    description: 'Konut ve ticari projeler',
    colorScheme: 'custom',
    customColors: { primary: '#112233', secondary: '#445566', accent: '#778899' },
    layout: 'magazine',
    hasSlider: true,
    tagline: 'Güvenle inşa ediyoruz',
    hasBlogPage: true,
    customPages: ['Referanslar', '  '],
    aboutText: '1990’dan beri',
    needsBookingSystem: true,
    specialRequests: 'Proje haritası',
    inspiration: 'https://ornek.com',
    needsGallery: true,
    galleryNotes: 'Şantiye fotoğrafları',
    galleryLinks: [
      { url: 'https://drive.example/klasor', caption: 'Projeler' },
      { url: ' ', caption: '' },
    ],
    phone: '+90 212 000 00 00',
    email: 'info@yildiz.com.tr',
    address: 'İstanbul',
    workingHours: '09:00–18:00',
    socialMedia: { ...emptyWizardForm().socialMedia, instagram: '@yildiz', whatsapp: '+905000000000' },
    hasDomain: true,
    domain: 'yildiz.com.tr',
    domainDetails: {
      registrar: 'Natro',
      username: 'yildiz',
      password: ' boşluklu şifre ',
      expiryDate: '2026-05-01',
    },
    requestedDomain: 'kullanilmayacak.com',
    hasHosting: false,
    hostingDetails: { provider: 'Eski', username: 'eski', password: 'eski' },
    title: 'Yıldız İnşaat | İstanbul konut projeleri',
    metaDescription: 'Açıklama',
    keywords: 'inşaat, konut, İNŞAAT',
  }
}

describe('the submitted request', () => {
  it('is accepted by the API input schema', () => {
    expect(websiteRequestFieldsBodySchema.safeParse(buildWebsiteRequestPayload(fullForm())).success).toBe(
      true,
    )
    expect(
      websiteRequestFieldsBodySchema.safeParse(buildWebsiteRequestPayload(emptyWizardForm())).success,
    ).toBe(true)
  })

  it("carries every answer in the stored record's groups", () => {
    const payload = buildWebsiteRequestPayload(fullForm())
    expect(payload).toMatchObject({
      source: 'wizard',
      websiteName: 'Yıldız İnşaat',
      siteType: 'kurumsal',
      businessType: 'insaat',
      design: {
        colorScheme: 'custom',
        colors: { primary: '#112233', secondary: '#445566', accent: '#778899' },
        layout: 'magazine',
        slider: true,
      },
      pages: { blog: true, custom: ['Referanslar'] },
      content: { about: '1990’dan beri', galleryNotes: 'Şantiye fotoğrafları' },
      features: { bookingSystem: true, gallery: true },
      gallery: { items: [{ url: 'https://drive.example/klasor', caption: 'Projeler' }] },
      phone: '+90 212 000 00 00',
      contact: {
        phone: '+90 212 000 00 00',
        email: 'info@yildiz.com.tr',
        address: 'İstanbul',
        workingHours: '09:00–18:00',
      },
      socialMedia: { instagram: '@yildiz', whatsapp: '+905000000000' },
      seo: {
        title: 'Yıldız İnşaat | İstanbul konut projeleri',
        tagline: 'Güvenle inşa ediyoruz',
        metaTitle: 'Yıldız İnşaat | İstanbul konut projeleri',
        metaDescription: 'Açıklama',
        keywords: ['inşaat', 'konut'],
      },
    })
  })

  it('sends the domain panel (password as typed) only with a domain, the wanted domain only without', () => {
    const withDomain = buildWebsiteRequestPayload(fullForm())
    expect(withDomain.domain).toBe('yildiz.com.tr')
    expect(withDomain.domainDetails).toEqual({
      registrar: 'Natro',
      username: 'yildiz',
      password: ' boşluklu şifre ',
      expiryDate: '2026-05-01',
    })
    expect(withDomain.requestedDomain).toBeUndefined()

    const without = buildWebsiteRequestPayload({ ...fullForm(), hasDomain: false })
    expect(without.domain).toBeUndefined()
    expect(without.domainDetails).toBeUndefined()
    expect(without.requestedDomain).toBe('kullanilmayacak.com')
  })

  it('sends hosting credentials only when the customer has hosting', () => {
    expect(buildWebsiteRequestPayload(fullForm()).hosting).toBeUndefined()
    expect(buildWebsiteRequestPayload({ ...fullForm(), hasHosting: true }).hosting).toEqual({
      provider: 'Eski',
      username: 'eski',
      password: 'eski',
    })
  })

  it('leaves empty answers out', () => {
    const payload = buildWebsiteRequestPayload(emptyWizardForm())
    expect(payload.websiteName).toBeUndefined()
    expect(payload.siteType).toBeUndefined()
    expect(payload.businessType).toBeUndefined()
    expect(payload.socialMedia).toBeUndefined()
    expect(payload.contact).toBeUndefined()
    expect(payload.seo).toBeUndefined()
    expect(payload.gallery).toBeUndefined()
    // No package chosen: none is sent (the server never picks one silently).
    expect(payload.selectedPackage).toBeUndefined()
    expect(JSON.stringify(payload)).not.toContain('keywords')
  })

  it('sends the catalogue package the customer chose, by code', () => {
    expect(
      buildWebsiteRequestPayload({ ...emptyWizardForm(), selectedPackage: 'scale' }).selectedPackage,
    ).toBe('scale')
  })

  it('sends the preset palette of a named scheme', () => {
    const form = { ...emptyWizardForm(), colorScheme: 'nature' as const }
    expect(buildWebsiteRequestPayload(form).design?.colors).toEqual(paletteOf(form))
    expect(paletteOf(form)).not.toEqual(form.customColors)
  })
})
