import { describe, expect, it } from 'vitest'
import { websiteEditDefaults, type WebsiteRecord } from '../websites/website.shared'
import { websiteEditDraftSchema } from '../websites/website-edit.shared'
import { sectionSchema } from '../site-content/site-sections.shared'
import { renderSite } from './render-site'
import { siteFromWebsite, type WebsiteImages } from './site-from-website'

const NO_IMAGES: WebsiteImages = { logo: null, favicon: null, gallery: [], media: {} }

function website(overrides: Partial<WebsiteRecord> = {}): WebsiteRecord {
  return {
    id: 'w1',
    name: 'Deniz Kafe',
    domain: 'denizkafe.com',
    ownerEmail: 'sahip@denizkafe.com',
    ownerId: 'u1',
    owner: 'Deniz',
    template: 'business',
    description: 'Kahvaltı ve kahve.',
    status: 'active',
    visitors: 0,
    storage: 0,
    plan: null,
    hostingInfo: null,
    domainInfo: null,
    ...websiteEditDefaults(),
    lastModified: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

describe('siteFromWebsite', () => {
  it('draws the saved record: name, description, category label, design, contact, SEO', () => {
    const site = siteFromWebsite(
      website({
        category: 'restoran',
        design: {
          primaryColor: '#0f766e',
          secondaryColor: '#134e4a',
          fontFamily: 'Lato',
          headerStyle: 'bold',
          footerStyle: 'detailed',
        },
        contactInfo: {
          email: 'info@denizkafe.com',
          phone: '0532 123 45 67',
          address: 'Moda',
          whatsapp: '0532 765 43 21',
        },
        socialLinks: { instagram: 'https://instagram.com/denizkafe', myspace: 'https://myspace.com/x' },
        seoTitle: 'Deniz Kafe | Moda',
        seoDescription: 'Moda’da kahvaltı',
        seoKeywords: 'kahvaltı, moda',
      }),
      null,
      NO_IMAGES,
    )
    expect(site.name).toBe('Deniz Kafe')
    expect(site.description).toBe('Kahvaltı ve kahve.')
    expect(site.sector).toBe('Restoran ve Kafe')
    expect(site.template).toBe('business')
    expect([site.primaryColor, site.secondaryColor, site.font]).toEqual(['#0f766e', '#134e4a', 'Lato'])
    expect([site.headerStyle, site.footerStyle]).toEqual(['bold', 'detailed'])
    expect(site.contact).toEqual({
      email: 'info@denizkafe.com',
      phone: '0532 123 45 67',
      address: 'Moda',
      whatsapp: '0532 765 43 21',
    })
    expect(site.social.instagram).toBe('https://instagram.com/denizkafe')
    expect(site.social).not.toHaveProperty('myspace')
    expect(site.seo).toEqual({
      title: 'Deniz Kafe | Moda',
      description: 'Moda’da kahvaltı',
      keywords: 'kahvaltı, moda',
    })
    expect(site.language).toBe('tr')
  })

  it('draws a landing-page record with the modern template, and ignores unknown design values', () => {
    const site = siteFromWebsite(
      website({
        template: 'landing',
        design: { fontFamily: 'Comic Sans', headerStyle: 'wavy' },
        category: 'bilinmeyen',
      }),
      null,
      NO_IMAGES,
    )
    expect(site.template).toBe('modern')
    expect([site.font, site.headerStyle, site.sector]).toEqual([null, null, ''])
  })

  it('lets the unsaved edits win over the record', () => {
    const edits = websiteEditDraftSchema.parse({
      title: 'Deniz Kafe & Bistro',
      template: 'creative',
      primaryColor: '#db2777',
      contactInfo: { email: 'yeni@denizkafe.com' },
      pages: [{ id: 'p1', name: 'Menü', url: '/menu', status: 'published' }],
    })
    const site = siteFromWebsite(website({ category: 'restoran' }), edits, NO_IMAGES)
    expect(site.name).toBe('Deniz Kafe & Bistro')
    expect(site.template).toBe('creative')
    expect(site.primaryColor).toBe('#db2777')
    expect(site.sector).toBe('')
    expect(site.contact.email).toBe('yeni@denizkafe.com')
    expect(site.pages.map(({ slug, title, kind, status }) => ({ slug, title, kind, status }))).toEqual([
      { slug: 'menu', title: 'Menü', kind: 'custom', status: 'published' },
    ])
  })

  it('has home, about, services and contact, all published, when the website has no pages', () => {
    const site = siteFromWebsite(website(), null, NO_IMAGES)
    expect(site.pages.map((page) => [page.kind, page.title, page.status])).toEqual([
      ['home', 'Ana Sayfa', 'published'],
      ['about', 'Hakkımızda', 'published'],
      ['services', 'Hizmetler', 'published'],
      ['contact', 'İletişim', 'published'],
    ])
  })

  it('recognises page kinds by url or name and keeps each page’s status', () => {
    const site = siteFromWebsite(
      website({
        pages: [
          { id: '1', name: 'Ana Sayfa', url: '/', status: 'published' },
          { id: '2', name: 'Biz Kimiz', url: '/hakkimizda', status: 'hidden' },
          { id: '3', name: 'İletişim', url: '/bize-ulasin', status: 'published' },
          { id: '4', name: 'Yeni Sayfa', url: '/yeni-sayfa', status: 'draft' },
          { id: '5', name: 'toString', url: '/constructor', status: 'published' },
        ],
      }),
      null,
      NO_IMAGES,
    )
    expect(site.pages.map((page) => [page.kind, page.slug, page.status])).toEqual([
      ['home', 'ana-sayfa', 'published'],
      ['about', 'hakkimizda', 'hidden'],
      ['contact', 'bize-ulasin', 'published'],
      ['custom', 'yeni-sayfa', 'draft'],
      ['custom', 'constructor', 'published'],
    ])
  })

  it('takes logo, favicon and the media from the resolved images', () => {
    const site = siteFromWebsite(website(), null, {
      logo: 'media/l1',
      favicon: 'media/f1',
      gallery: [],
      media: { up1: 'media/up1' },
    })
    expect(site.logo).toEqual({ src: 'media/l1', alt: 'Deniz Kafe' })
    expect(site.favicon?.src).toBe('media/f1')
    expect(site.media).toEqual({ up1: 'media/up1' })
  })

  it('keeps the sections a page has, hidden ones included', () => {
    const sections = [
      sectionSchema.parse({ id: 'a', kind: 'text', heading: 'Biz' }),
      sectionSchema.parse({ id: 'b', kind: 'cta', title: 'Arayın', hidden: true }),
    ]
    const site = siteFromWebsite(
      website({
        pages: [{ id: '1', name: 'Hakkımızda', url: '/hakkimizda', status: 'published', sections }],
      }),
      null,
      NO_IMAGES,
    )
    expect(site.pages[0]?.sections).toEqual(sections)
  })

  it('draws the same record the same way twice (starter sections have ids from the page slug)', () => {
    const record = website({ pages: [{ id: '1', name: 'Ana Sayfa', url: '/', status: 'published' }] })
    const first = renderSite(siteFromWebsite(record, null, NO_IMAGES), { mode: 'published', year: 2026 })
    const second = renderSite(siteFromWebsite(record, null, NO_IMAGES), { mode: 'published', year: 2026 })
    expect(second).toBe(first)
  })

  it('shows the website’s gallery on a gallery page without sections of its own', () => {
    const site = siteFromWebsite(
      website({
        galleryUploadIds: ['g1', 'g2', 'gone'],
        pages: [{ id: '1', name: 'Galeri', url: '/galeri', status: 'published' }],
      }),
      null,
      {
        logo: null,
        favicon: null,
        gallery: [{ src: 'media/g1', alt: 'Teras' }],
        media: { g1: 'media/g1', g2: 'media/g2' },
      },
    )
    const gallery = site.pages[0]?.sections.find((section) => section.kind === 'gallery')
    expect(gallery?.kind === 'gallery' && gallery.images).toEqual([
      { uploadId: 'g1', alt: 'Teras' },
      { uploadId: 'g2', alt: '' },
    ])
  })
})
