import type { WebsiteRequestRecord } from '../schemas/website-request'
import type { WebsiteRequestInput } from '../schemas/website-request-input'
import type { WebsiteRequestStatus } from '../schemas/website-request-status'
import { requestFields } from './website-request-fields'

// The demo's website requests, ONE list for both demo seeds (api/demo/seed-demo-customers.ts): the
// server's SEED_DEMO (spread over the demo's customers, api/demo/demo-customers.ts) and the service
// worker's offline demo (all for its demo customer). Each is written as the customer would submit it
// and becomes a record through the same requestFields() as a real submission, so the demo cannot drift
// from what the request form stores. Ids and numbers are fixed: seeding twice is harmless and the rows
// are recognisable.

export interface DemoWebsiteRequest {
  id: string
  requestNumber: string
  source: WebsiteRequestRecord['source']
  status: WebsiteRequestStatus
  /** Submitted this many days before the seed ran; last changed `updatedDaysAgo` days before it. */
  daysAgo: number
  updatedDaysAgo: number
  input: WebsiteRequestInput
  adminNotes?: string
}

export const demoWebsiteRequests = {
  kuafor: {
    id: 'demo-wr-kuafor',
    requestNumber: '482913',
    source: 'form',
    status: 'pending',
    daysAgo: 2,
    updatedDaysAgo: 2,
    input: {
      name: 'Işıltı Kuaför',
      companyName: 'Işıltı Güzellik Salonu',
      businessType: 'guzellik',
      siteType: 'hizmet',
      selectedPackage: 'basic',
      description: 'Online randevu alınabilen, hizmetleri ve fiyat listesi olan bir kuaför sitesi.',
      title: 'Işıltı Kuaför | Moda, Kadıköy',
      tagline: 'Saçınıza özen, randevunuz bir tıkta',
      metaDescription: 'Kadıköy Moda’da kesim, boya ve bakım. Işıltı Kuaför’den online randevu alın.',
      keywords: 'kuaför, kadıköy kuaför, saç boyama, online randevu',
      hasAboutPage: true,
      hasContactPage: true,
      hasServicesPage: true,
      hasGalleryPage: true,
      needsBookingSystem: true,
      phone: '+90 216 555 12 34',
      email: 'randevu@isiltikuafor.com.tr',
      address: 'Moda Cad. No: 18, Kadıköy / İstanbul',
      socialMedia: { instagram: 'https://instagram.com/isiltikuafor' },
      colorScheme: 'elegant',
      layout: 'landing',
      requestedDomain: 'isiltikuafor.com.tr',
      inspiration: 'Sade, bol fotoğraflı salon siteleri.',
    },
  },
  pastane: {
    id: 'demo-wr-pastane',
    requestNumber: '551870',
    source: 'wizard',
    status: 'pending',
    daysAgo: 1,
    updatedDaysAgo: 1,
    input: {
      websiteName: 'Tatlı Köşe Pastanesi',
      companyName: 'Tatlı Köşe Gıda',
      sector: 'gida',
      siteType: 'restoran',
      selectedPackage: 'basic',
      description: 'Günlük pasta vitrini, özel gün pastası siparişi ve şube bilgileri.',
      colors: { primary: '#be185d', secondary: '#fdf2f8' },
      content: {
        hero: 'Her sabah taze, her gün ayrı bir lezzet',
        about: '1998’den beri Bursa’da ev usulü pasta ve kurabiye.',
      },
      contact: { phone: '+90 224 444 56 78', address: 'Altıparmak Cad. No: 42, Osmangazi / Bursa' },
      seo: {
        metaTitle: 'Tatlı Köşe Pastanesi | Bursa',
        metaDescription: 'Bursa’da doğum günü ve nişan pastası siparişi.',
        keywords: ['pastane', 'bursa pasta siparişi', 'doğum günü pastası'],
      },
      needsOnlineStore: true,
    },
  },
  yapiMarket: {
    id: 'demo-wr-yapi-market',
    requestNumber: '730154',
    source: 'wizard',
    status: 'in-progress',
    daysAgo: 10,
    updatedDaysAgo: 6,
    input: {
      websiteName: 'Anadolu Yapı Market',
      companyName: 'Anadolu Yapı Malzemeleri Tic. Ltd. Şti.',
      sector: 'insaat',
      siteType: 'eticaret',
      selectedPackage: 'professional',
      description: 'Boya, hırdavat ve yapı malzemeleri için kapıda ödemeli online mağaza.',
      colors: { primary: '#c2410c', secondary: '#1f2937' },
      content: { hero: 'Yapı malzemesinde güvenilir adres', delivery: 'Ankara içi aynı gün teslimat' },
      contact: { phone: '+90 312 333 20 20', email: 'siparis@anadoluyapimarket.com' },
      needsOnlineStore: true,
      needsLiveChat: true,
      hasProductsPage: true,
      hasDomain: true,
      domain: 'anadoluyapimarket.com',
      domainDetails: { registrar: 'Natro', expiryDate: '2027-04-30' },
      specialRequests: 'Ürünler Excel listesinden toplu yüklensin; stokta olmayan ürün gizlensin.',
    },
    adminNotes: 'Ürün kataloğu alındı; ödeme altyapısı için iyzico başvurusu yapıldı.',
  },
  disKlinigi: {
    id: 'demo-wr-dis-klinigi',
    requestNumber: '215608',
    source: 'builder',
    status: 'completed',
    daysAgo: 55,
    updatedDaysAgo: 40,
    input: {
      name: 'Gülüş Diş Kliniği',
      companyName: 'Gülüş Ağız ve Diş Sağlığı Polikliniği',
      businessType: 'saglik',
      siteType: 'kurumsal',
      selectedPackage: 'premium',
      description: 'Tedaviler, hekim kadrosu, online randevu; sağlık turizmi için İngilizce sayfalar.',
      title: 'Gülüş Diş Kliniği | İzmir',
      metaDescription: 'İzmir Alsancak’ta implant, ortodonti ve estetik diş hekimliği.',
      keywords: 'diş kliniği, izmir diş hekimi, implant, ortodonti',
      hasAboutPage: true,
      hasContactPage: true,
      hasServicesPage: true,
      hasBlogPage: true,
      customPages: ['Hekimlerimiz', 'Sağlık Turizmi'],
      hasTeamSection: true,
      hasTestimonials: true,
      needsBookingSystem: true,
      needsMultiLanguage: true,
      phone: '+90 232 464 00 11',
      email: 'bilgi@gulusdis.com',
      address: 'Kıbrıs Şehitleri Cad. No: 7, Alsancak / İzmir',
      colorScheme: 'modern',
      layout: 'standard',
      requestedDomain: 'gulusdis.com',
    },
    adminNotes: 'Site yayında; İngilizce sayfalar ve randevu formu teslim edildi.',
  },
  kriptoSinyal: {
    id: 'demo-wr-kripto-sinyal',
    requestNumber: '906371',
    source: 'form',
    status: 'rejected',
    daysAgo: 18,
    updatedDaysAgo: 16,
    input: {
      name: 'Kripto Sinyal Kulübü',
      businessType: 'diger',
      siteType: 'blog',
      selectedPackage: 'basic',
      description: 'Üyelere günlük al-sat sinyali ve garantili kazanç tavsiyeleri veren üyelik sitesi.',
      requestedDomain: 'kriptosinyalkulubu.com',
      needsNewsletterSignup: true,
    },
    adminNotes:
      'SPK yetki belgesi olmadan yatırım tavsiyesi sunan içerik yayınlayamıyoruz; müşteriye bilgi verildi.',
  },
} satisfies Record<string, DemoWebsiteRequest>

export type DemoWebsiteRequestKey = keyof typeof demoWebsiteRequests

/** Who the request is recorded for (the form's contact details default to the owner's). */
export interface DemoRequestOwner {
  id: string
  name: string
  email: string
  phone: string | null
}

const DAY = 86_400_000

/** The stored record of a demo request for `owner`, dated relative to `now`. */
export function demoWebsiteRequestRecord(
  demo: DemoWebsiteRequest,
  owner: DemoRequestOwner,
  now: Date,
): WebsiteRequestRecord {
  const { fields } = requestFields(demo.input)
  const submitted = new Date(now.getTime() - demo.daysAgo * DAY).toISOString()
  return {
    ...fields,
    id: demo.id,
    requestNumber: demo.requestNumber,
    userId: owner.id,
    source: demo.source,
    status: demo.status,
    userName: owner.name,
    email: fields.email ?? owner.email,
    phone: fields.phone ?? owner.phone,
    hostingPasswordEncrypted: null,
    domainPasswordEncrypted: null,
    budget: null,
    timeline: null,
    notes: null,
    builderForm: null,
    adminNotes: demo.adminNotes ?? null,
    websiteId: null,
    requestDate: submitted,
    createdAt: submitted,
    updatedAt: new Date(now.getTime() - demo.updatedDaysAgo * DAY).toISOString(),
  }
}
