import { describe, expect, it } from 'vitest'
import { BUILDER_PALETTES } from '../builder/builder-options.shared'
import { builderFormSchema, type BuilderFormInput } from '../builder/builder-form.shared'
import { siteFromBuilderForm } from './site-from-builder'

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
    expect(site.contact).toEqual({ email: 'info@denizkafe.com', phone: '0532 123 45 67', address: 'Moda' })
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
})
