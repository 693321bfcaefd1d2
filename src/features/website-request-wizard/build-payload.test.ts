import { describe, expect, it } from 'vitest'
import { websiteRequestInputSchema } from '../../../api/schemas/website-request-input'
import { buildWebsiteRequestPayload, paletteOf } from './build-payload'
import { emptyWizardForm } from './wizard-form'
import type { WizardForm } from './wizard-form'

const user = { id: 'user-1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' }

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
    expect(websiteRequestInputSchema.safeParse(buildWebsiteRequestPayload(fullForm(), user)).success).toBe(
      true,
    )
    expect(
      websiteRequestInputSchema.safeParse(buildWebsiteRequestPayload(emptyWizardForm(), user)).success,
    ).toBe(true)
  })

  it('carries the request form fields and the wizard fields side by side', () => {
    const payload = buildWebsiteRequestPayload(fullForm(), user)
    expect(payload).toMatchObject({
      name: 'Yıldız İnşaat',
      websiteName: 'Yıldız İnşaat',
      siteType: 'kurumsal',
      businessType: 'insaat',
      colorScheme: 'custom',
      colors: { primary: '#112233', secondary: '#445566', accent: '#778899' },
      layout: 'magazine',
      hasSlider: true,
      hasBlogPage: true,
      customPages: ['Referanslar'],
      content: { about: '1990’dan beri', galleryNotes: 'Şantiye fotoğrafları' },
      needsBookingSystem: true,
      needsGallery: true,
      gallery: [{ url: 'https://drive.example/klasor', caption: 'Projeler' }],
      phone: '+90 212 000 00 00',
      contact: {
        phone: '+90 212 000 00 00',
        email: 'info@yildiz.com.tr',
        address: 'İstanbul',
        workingHours: '09:00–18:00',
      },
      socialMedia: { instagram: '@yildiz', whatsapp: '+905000000000' },
      title: 'Yıldız İnşaat | İstanbul konut projeleri',
      keywords: ['inşaat', 'konut'],
      seo: {
        metaTitle: 'Yıldız İnşaat | İstanbul konut projeleri',
        metaDescription: 'Açıklama',
        keywords: ['inşaat', 'konut'],
      },
      user_id: 'user-1',
    })
  })

  it('sends the domain panel (password as typed) only with a domain, the wanted domain only without', () => {
    const withDomain = buildWebsiteRequestPayload(fullForm(), user)
    expect(withDomain.domain).toBe('yildiz.com.tr')
    expect(withDomain.domainDetails).toEqual({
      registrar: 'Natro',
      username: 'yildiz',
      password: ' boşluklu şifre ',
      expiryDate: '2026-05-01',
    })
    expect(withDomain.requestedDomain).toBeUndefined()

    const without = buildWebsiteRequestPayload({ ...fullForm(), hasDomain: false }, user)
    expect(without.domain).toBeUndefined()
    expect(without.domainDetails).toBeUndefined()
    expect(without.requestedDomain).toBe('kullanilmayacak.com')
  })

  it('sends hosting credentials only when the customer has hosting', () => {
    expect(buildWebsiteRequestPayload(fullForm(), user).hostingDetails).toBeUndefined()
    expect(buildWebsiteRequestPayload({ ...fullForm(), hasHosting: true }, user).hostingDetails).toEqual({
      provider: 'Eski',
      username: 'eski',
      password: 'eski',
    })
  })

  it('leaves empty answers out', () => {
    const payload = buildWebsiteRequestPayload(emptyWizardForm(), user)
    expect(payload.name).toBeUndefined()
    expect(payload.siteType).toBeUndefined()
    expect(payload.businessType).toBeUndefined()
    expect(payload.socialMedia).toBeUndefined()
    expect(payload.contact).toBeUndefined()
    expect(payload.seo).toBeUndefined()
    expect(payload.gallery).toBeUndefined()
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('keywords')
  })

  it('sends the preset palette of a named scheme', () => {
    const form = { ...emptyWizardForm(), colorScheme: 'nature' as const }
    expect(buildWebsiteRequestPayload(form, user).colors).toEqual(paletteOf(form))
    expect(paletteOf(form)).not.toEqual(form.customColors)
  })
})
