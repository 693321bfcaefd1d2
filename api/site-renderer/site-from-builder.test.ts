import { describe, expect, it } from 'vitest'
import {
  BUILDER_LANGUAGES,
  BUILDER_PAGES,
  BUILDER_PALETTES,
  SITE_TEMPLATES,
} from '../builder/builder-options.shared'
import { builderFormSchema, type BuilderFormInput } from '../builder/builder-form.shared'
import { renderSite } from './render-site'
import { siteFromBuilderForm } from './site-from-builder'
import { sitePaths } from './site-paths'

const model = (input: BuilderFormInput) => siteFromBuilderForm(builderFormSchema.parse(input))
const kinds = (input: BuilderFormInput) => model(input).pages.map((page) => page.kind)

describe('siteFromBuilderForm', () => {
  it('carries the company, sector label, palette, menu, language and contact details', () => {
    const site = model({
      companyName: ' Deniz Kafe ',
      industry: 'restoran',
      colorScheme: 'green',
      menuStructure: 'hamburger',
      languages: ['tr', 'en'],
      contactEmail: 'info@denizkafe.com',
      contactPhone: '0532 123 45 67',
      address: 'Moda',
      features: ['whatsapp', 'map'],
    })
    expect(site.name).toBe('Deniz Kafe')
    expect(site.sector).toBe('Restoran ve Kafe')
    expect(site.primaryColor).toBe(BUILDER_PALETTES.green.primary)
    expect(site.secondaryColor).toBe(BUILDER_PALETTES.green.secondary)
    expect(site.menu).toBe('hamburger')
    expect(site.language).toBe('tr')
    expect(site.languages).toEqual(['tr', 'en'])
    expect(site.contact).toEqual({
      email: 'info@denizkafe.com',
      phone: '0532 123 45 67',
      address: 'Moda',
      // With the WhatsApp feature the one phone number is the WhatsApp number too.
      whatsapp: '0532 123 45 67',
    })
    expect(site.media).toEqual({})
    expect(site.features).toEqual(['whatsapp', 'map'])
  })

  it('picks the template, else one from the design style, else modern', () => {
    expect(model({ template: 'portfolio', designStyle: 'creative' }).template).toBe('portfolio')
    expect(model({ designStyle: 'creative' }).template).toBe('creative')
    expect(model({ designStyle: 'corporate' }).template).toBe('business')
    expect(model({ designStyle: 'classic' }).template).toBe('modern')
    expect(model({}).template).toBe('modern')
  })

  it('has home, about, services and contact when no page is chosen, and home always first', () => {
    expect(kinds({})).toEqual(['home', 'about', 'services', 'contact'])
    expect(kinds({ pages: ['contact', 'home', 'faq'] })).toEqual(['home', 'contact', 'faq'])
    expect(kinds({ pages: ['about'] })).toEqual(['home', 'about'])
  })

  it('adds products for e-commerce and blog for a blog, before contact', () => {
    expect(kinds({ pages: ['about', 'contact'], ecommerce: true, blog: true })).toEqual([
      'home',
      'about',
      'products',
      'blog',
      'contact',
    ])
    expect(kinds({ pages: ['products'], ecommerce: true })).toEqual(['home', 'products'])
  })

  it('titles pages in the site’s language with unique anchors, all published', () => {
    const tr = model({ pages: ['about', 'faq'] }).pages
    expect(tr.map((page) => [page.title, page.slug, page.status])).toEqual([
      ['Ana Sayfa', 'ana-sayfa', 'published'],
      ['Hakkımızda', 'hakkimizda', 'published'],
      ['Sıkça Sorulan Sorular', 'sikca-sorulan-sorular', 'published'],
    ])
    const ar = model({ languages: ['ar'], pages: ['about'] }).pages
    expect(ar.map((page) => [page.title, page.slug])).toEqual([
      ['الرئيسية', 'home'],
      ['من نحن', 'about'],
    ])
  })

  it('draws a text logo for "text only" and "needs a design"', () => {
    expect(model({ logo: 'text-only' }).textLogo).toBe(true)
    expect(model({ logo: 'need-design' }).textLogo).toBe(true)
    expect(model({ logo: 'have' }).textLogo).toBe(false)
  })

  it('leaves colours to the template when no scheme is chosen', () => {
    const site = model({})
    expect([site.primaryColor, site.secondaryColor]).toEqual(['', ''])
  })

  it('has no WhatsApp number without the feature', () => {
    expect(model({ contactPhone: '0532 123 45 67' }).contact.whatsapp).toBe('')
  })
})

describe('a site from an empty builder form', () => {
  it('says nothing is coming soon and draws no empty box, on any page, in any template or language', () => {
    for (const template of SITE_TEMPLATES) {
      for (const language of BUILDER_LANGUAGES) {
        const form = builderFormSchema.parse({ template, languages: [language], pages: [...BUILDER_PAGES] })
        const site = siteFromBuilderForm(form)
        for (const mode of ['published', 'preview'] as const) {
          for (const path of [...sitePaths(site), '404']) {
            const html = renderSite(site, { mode, year: 2026, page: path })
            expect(html, `${template} ${language} ${mode} /${path}`).not.toMatch(
              /yakında|coming soon|bald|قريبًا/i,
            )
            expect(html).not.toMatch(/class="(art|thumb|shape)"|<h[1-3]><\/h[1-3]>|<p><\/p>|<li><\/li>/)
            expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
          }
        }
      }
    }
  })
})
