import { describe, expect, it, vi } from 'vitest'
import { builderFormSchema } from '../builder/builder-form.shared'
import { emptySection, type Section } from '../site-content/site-sections.shared'
import type * as Starter from '../site-content/starter-content.shared'
import type { PageKind, StarterInput } from '../site-content/starter-content.shared'
import { websiteEditDefaults, type WebsiteRecord } from '../websites/website.shared'
import { siteFromBuilderForm } from './site-from-builder'
import { siteFromWebsite } from './site-from-website'

// Pages without sections of their own get the starter sections of their kind (another module writes
// them): here a stand-in starter records what it was asked and makes two sections with the ids it is given.

const calls: { kind: PageKind; input: StarterInput }[] = []
vi.mock('../site-content/starter-content.shared', async (original) => ({
  ...(await original<typeof Starter>()),
  starterSections: (kind: PageKind, input: StarterInput, newId: () => string): Section[] => {
    calls.push({ kind, input })
    return [emptySection('text', newId()), emptySection('cta', newId())]
  },
}))

const record = (overrides: Partial<WebsiteRecord>): WebsiteRecord => ({
  id: 'w1',
  name: 'Deniz Kafe',
  domain: '',
  ownerEmail: 'sahip@denizkafe.com',
  ownerId: 'u1',
  owner: 'Deniz',
  template: 'modern',
  description: 'Kahvaltı',
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
})
const NO_IMAGES = { logo: null, favicon: null, gallery: [], media: {} }
const ids = (sections: readonly Section[] | undefined) => sections?.map((section) => section.id)

describe('starter sections', () => {
  it('fill a website’s pages that have no sections, with ids from the page’s slug', () => {
    calls.length = 0
    const own = [emptySection('faq', 'own-1')]
    const site = siteFromWebsite(
      record({
        category: 'restoran',
        contactInfo: { phone: '0532 123 45 67', whatsapp: '0532 765 43 21' },
        pages: [
          { id: '1', name: 'Ana Sayfa', url: '/', status: 'published' },
          { id: '2', name: 'Hakkımızda', url: '/hakkimizda', status: 'published' },
          { id: '3', name: 'SSS', url: '/sss', status: 'published', sections: own },
        ],
      }),
      null,
      NO_IMAGES,
    )
    expect(site.pages.map((page) => ids(page.sections))).toEqual([
      ['ana-sayfa-1', 'ana-sayfa-2'],
      ['hakkimizda-1', 'hakkimizda-2'],
      ['own-1'],
    ])
    expect(calls.map((call) => call.kind)).toEqual(['home', 'about'])
    expect(calls[0]?.input).toMatchObject({
      name: 'Deniz Kafe',
      sector: 'restoran',
      description: 'Kahvaltı',
      language: 'tr',
      contact: { phone: '0532 123 45 67', whatsapp: '0532 765 43 21', email: '', address: '' },
    })
  })

  it('fill every page of a builder form, written from what the form says', () => {
    calls.length = 0
    const site = siteFromBuilderForm(
      builderFormSchema.parse({
        companyName: 'Deniz Kafe',
        industry: 'restoran',
        languages: ['en'],
        pages: ['about'],
        features: ['whatsapp'],
        contactPhone: '0532 123 45 67',
      }),
    )
    expect(site.pages.map((page) => ids(page.sections))).toEqual([
      ['home-1', 'home-2'],
      ['about-us-1', 'about-us-2'],
    ])
    expect(calls[1]).toMatchObject({
      kind: 'about',
      input: { name: 'Deniz Kafe', sector: 'restoran', language: 'en', features: ['whatsapp'] },
    })
    expect(calls[1]?.input.contact.whatsapp).toBe('0532 123 45 67')
  })
})
