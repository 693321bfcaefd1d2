import type { WebsiteRequestRecord } from './website-request.shared'
import type { WebsiteRequestFieldsBody } from './website-request-body.shared'
import type { WebsiteRequestStatus } from './website-request-status.shared'
import { requestFields } from './website-request-fields'

// The demo's website requests, ONE list for both demo seeds (api/demo/seed-demo-customers.ts): the
// server's SEED_DEMO (spread over the demo's customers, api/demo/demo-customers.ts) and the service
// worker's offline demo (all for its demo customer). Each is written as the body the customer would send
// to POST /api/me/website-requests and becomes a record through the same requestFields() as a real
// submission, so the demo cannot drift from what a submission stores. Ids and numbers are fixed: seeding twice is harmless and the rows
// are recognisable.

export interface DemoWebsiteRequest {
  id: string
  requestNumber: string
  source: WebsiteRequestRecord['source']
  status: WebsiteRequestStatus
  /** Submitted this many days before the seed ran; last changed `updatedDaysAgo` days before it. */
  daysAgo: number
  updatedDaysAgo: number
  /** The body of POST /api/me/website-requests. */
  input: WebsiteRequestFieldsBody
  adminNotes?: string
  /** A rejected request's reason, as the customer reads it. */
  rejectionReason?: string
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
      websiteName: 'Işıltı Kuaför',
      companyName: 'Işıltı Güzellik Salonu',
      email: 'randevu@isiltikuafor.com.tr',
      phone: '+90 216 555 12 34',
      businessType: 'guzellik',
      siteType: 'hizmet',
      description: 'Online randevu alınabilen, hizmetleri ve fiyat listesi olan bir kuaför sitesi.',
      selectedPackage: 'launch',
      requestedDomain: 'isiltikuafor.com.tr',
      seo: {
        title: 'Işıltı Kuaför | Moda, Kadıköy',
        tagline: 'Saçınıza özen, randevunuz bir tıkta',
        metaDescription: 'Kadıköy Moda’da kesim, boya ve bakım. Işıltı Kuaför’den online randevu alın.',
        keywords: ['kuaför', 'kadıköy kuaför', 'saç boyama', 'online randevu'],
      },
      pages: { about: true, contact: true, services: true, gallery: true },
      design: { colorScheme: 'elegant', layout: 'landing' },
      features: { bookingSystem: true },
      contact: { address: 'Moda Cad. No: 18, Kadıköy / İstanbul' },
      socialMedia: { instagram: 'https://instagram.com/isiltikuafor' },
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
      businessType: 'gida',
      siteType: 'restoran',
      description: 'Günlük pasta vitrini, özel gün pastası siparişi ve şube bilgileri.',
      selectedPackage: 'launch',
      seo: {
        metaTitle: 'Tatlı Köşe Pastanesi | Bursa',
        metaDescription: 'Bursa’da doğum günü ve nişan pastası siparişi.',
        keywords: ['pastane', 'bursa pasta siparişi', 'doğum günü pastası'],
      },
      design: { colors: { primary: '#be185d', secondary: '#fdf2f8' } },
      features: { onlineStore: true },
      content: {
        hero: 'Her sabah taze, her gün ayrı bir lezzet',
        about: '1998’den beri Bursa’da ev usulü pasta ve kurabiye.',
      },
      contact: { phone: '+90 224 444 56 78', address: 'Altıparmak Cad. No: 42, Osmangazi / Bursa' },
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
      businessType: 'insaat',
      siteType: 'eticaret',
      description: 'Boya, hırdavat ve yapı malzemeleri için kapıda ödemeli online mağaza.',
      selectedPackage: 'scale',
      domain: 'anadoluyapimarket.com',
      pages: { products: true },
      design: { colors: { primary: '#c2410c', secondary: '#1f2937' } },
      features: { onlineStore: true, liveChat: true },
      content: { hero: 'Yapı malzemesinde güvenilir adres', delivery: 'Ankara içi aynı gün teslimat' },
      contact: { phone: '+90 312 333 20 20', email: 'siparis@anadoluyapimarket.com' },
      hasDomain: true,
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
      websiteName: 'Gülüş Diş Kliniği',
      companyName: 'Gülüş Ağız ve Diş Sağlığı Polikliniği',
      email: 'bilgi@gulusdis.com',
      phone: '+90 232 464 00 11',
      businessType: 'saglik',
      siteType: 'kurumsal',
      description: 'Tedaviler, hekim kadrosu, online randevu; sağlık turizmi için İngilizce sayfalar.',
      selectedPackage: 'vision',
      requestedDomain: 'gulusdis.com',
      seo: {
        title: 'Gülüş Diş Kliniği | İzmir',
        metaDescription: 'İzmir Alsancak’ta implant, ortodonti ve estetik diş hekimliği.',
        keywords: ['diş kliniği', 'izmir diş hekimi', 'implant', 'ortodonti'],
      },
      pages: {
        about: true,
        contact: true,
        services: true,
        blog: true,
        custom: ['Hekimlerimiz', 'Sağlık Turizmi'],
      },
      design: { colorScheme: 'modern', layout: 'standard', testimonials: true, team: true },
      features: { bookingSystem: true, multiLanguage: true },
      contact: { address: 'Kıbrıs Şehitleri Cad. No: 7, Alsancak / İzmir' },
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
      websiteName: 'Kripto Sinyal Kulübü',
      businessType: 'diger',
      siteType: 'blog',
      description: 'Üyelere günlük al-sat sinyali ve garantili kazanç tavsiyeleri veren üyelik sitesi.',
      selectedPackage: 'launch',
      requestedDomain: 'kriptosinyalkulubu.com',
      features: { newsletterSignup: true },
    },
    adminNotes:
      'SPK yetki belgesi olmadan yatırım tavsiyesi sunan içerik yayınlayamıyoruz; müşteriye bilgi verildi.',
    rejectionReason:
      'Yatırım tavsiyesi ve garantili kazanç vaadi içeren siteler, SPK yetki belgesi olmadan yayınlanamıyor. Belgenizi iletirseniz talebinizi yeniden değerlendirebiliriz.',
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
const DEMO_PRIORITIES: Readonly<Record<string, WebsiteRequestRecord['priority']>> = {
  launch: 'normal',
  scale: 'medium',
  vision: 'high',
}

/** The stored record of a demo request for `owner`, dated relative to `now`. */
export function demoWebsiteRequestRecord(
  demo: DemoWebsiteRequest,
  owner: DemoRequestOwner,
  now: Date,
): WebsiteRequestRecord {
  const { fields } = requestFields(demo.input)
  // The default catalogue's code as the customer chose it, and its priority (request-package.ts's rule).
  const selectedPackage = demo.input.selectedPackage ?? null
  const submitted = new Date(now.getTime() - demo.daysAgo * DAY).toISOString()
  return {
    ...fields,
    selectedPackage,
    priority: selectedPackage ? (DEMO_PRIORITIES[selectedPackage] ?? 'normal') : 'normal',
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
    notes: null,
    builderForm: null,
    adminNotes: demo.adminNotes ?? null,
    rejectionReason: demo.rejectionReason ?? null,
    websiteId: null,
    requestDate: submitted,
    createdAt: submitted,
    updatedAt: new Date(now.getTime() - demo.updatedDaysAgo * DAY).toISOString(),
  }
}
