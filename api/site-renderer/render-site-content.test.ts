import { describe, expect, it } from 'vitest'
import { renderSite } from './render-site'
import { PREVIEW, PUBLISHED, count, menuOf, page, site } from './render-site-fixtures'
import type { SitePage } from './site-model'

describe('renderSite: pages', () => {
  const pages = [
    page('home', 'ana-sayfa', 'Ana Sayfa'),
    page('services', 'hizmetler', 'Hizmetler'),
    page('custom', 'kampanya', 'Kampanya', 'draft'),
    page('custom', 'kvkk', 'KVKK Metni', 'hidden'),
  ]

  it('draws draft pages in the preview only, marked as drafts', () => {
    const published = renderSite(site({ pages }), PUBLISHED)
    const preview = renderSite(site({ pages }), PREVIEW)
    expect(published).not.toContain('id="kampanya"')
    expect(published).not.toContain('Kampanya')
    expect(preview).toContain('id="kampanya"')
    expect(preview).toContain('Taslak — yalnızca önizlemede görünür')
  })

  it('draws hidden pages without a menu entry', () => {
    const html = renderSite(site({ pages }), PUBLISHED)
    expect(html).toContain('<section id="kvkk"')
    expect(menuOf(html)).not.toContain('#kvkk')
    expect(menuOf(html)).toContain('href="#hizmetler"')
  })

  it('still has its one <h1> when no home page is drawn', () => {
    const html = renderSite(site({ pages: [page('about', 'hakkimizda', 'Hakkımızda')] }), PUBLISHED)
    expect(count(html, /<h1[\s>]/)).toBe(1)
    expect(html).toContain('<h1>Deniz Kafe</h1>')
  })

  it('draws a page of a kind it does not know as a text page', () => {
    const odd = { kind: 'toString', slug: 'x', title: 'Garip', status: 'published' } as unknown as SitePage
    const html = renderSite(site({ pages: [page('home', 'a', 'A'), odd] }), PUBLISHED)
    expect(html).toContain('<h2>Garip</h2></div><p class="intro">Bu sayfanın içeriği yakında eklenecek.</p>')
  })

  it('gives repeated or unusable slugs unique anchors', () => {
    const html = renderSite(
      site({ pages: [page('home', '', 'Ana Sayfa'), page('custom', 'x', 'A'), page('custom', 'x', 'B')] }),
      PUBLISHED,
    )
    expect(html).toContain('id="x"')
    expect(html).toContain('id="x-2"')
  })
})

describe('renderSite: placeholders', () => {
  it('fills a site with nothing in it with the language’s placeholders', () => {
    const html = renderSite(
      site({
        name: '',
        description: '',
        sector: '',
        contact: { email: '', phone: '', address: '' },
        pages: [
          page('home', 'ana-sayfa', ''),
          page('services', 'hizmetler', ''),
          page('gallery', 'galeri', ''),
          page('contact', 'iletisim', ''),
        ],
      }),
      PUBLISHED,
    )
    expect(html).toContain('<h1>Firma Adınız</h1>')
    expect(html).toContain('<h2>Hizmetler</h2>')
    expect(html).toContain('Danışmanlık')
    expect(html).toContain('Fotoğraflarımız yakında burada.')
    expect(html).toContain('class="shape"')
    expect(html).toContain('İletişim bilgilerimiz yakında burada.')
    expect(html).not.toMatch(/<h[1-3]><\/h[1-3]>|<p><\/p>|<li><\/li>/)
  })

  it('names the English placeholder in English', () => {
    const html = renderSite(site({ name: ' ', language: 'en', languages: ['en'] }), PUBLISHED)
    expect(html).toContain('<h1>Your Company</h1>')
  })
})

describe('renderSite: contact', () => {
  it('links e-mail, phone, WhatsApp and the map, and https social profiles only', () => {
    const html = renderSite(
      site({
        features: ['whatsapp', 'map'],
        social: { instagram: 'https://instagram.com/denizkafe', twitter: 'http://x.com/denizkafe' },
      }),
      PUBLISHED,
    )
    expect(html).toContain('href="mailto:info@denizkafe.com"')
    expect(html).toContain('href="tel:05321234567"')
    expect(html).toContain('href="https://wa.me/905321234567"')
    expect(html).toContain(
      `href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent('Moda Cd. 1, Kadıköy')}"`,
    )
    expect(html).toContain('href="https://instagram.com/denizkafe"')
    expect(html).not.toContain('x.com/denizkafe')
    expect(html).not.toContain('<iframe')
  })

  it('has no WhatsApp or map link unless the feature is chosen', () => {
    const html = renderSite(site(), PUBLISHED)
    expect(html).not.toContain('wa.me')
    expect(html).not.toContain('google.com/maps')
  })
})

describe('renderSite: images', () => {
  it('gives gallery images alt text, a size, lazy loading and async decoding', () => {
    const html = renderSite(
      site({
        gallery: [
          { src: 'media/up1', alt: 'Teras' },
          { src: 'https://cdn.example.com/2.jpg', alt: '' },
        ],
      }),
      PUBLISHED,
    )
    expect(html).toContain(
      '<img src="media/up1" alt="Teras" width="800" height="600" loading="lazy" decoding="async">',
    )
    expect(html).toContain('alt="Deniz Kafe — fotoğraf 2"')
  })

  it('uses the favicon and logo when allowed, and an empty icon otherwise', () => {
    const withImages = renderSite(
      site({ logo: { src: 'media/logo1', alt: '' }, favicon: { src: 'media/fav1', alt: '' } }),
      PUBLISHED,
    )
    expect(withImages).toContain('<link rel="icon" href="media/fav1">')
    expect(withImages).toContain('<img src="media/logo1" alt="Deniz Kafe" width="160" height="48">')
    expect(renderSite(site(), PUBLISHED)).toContain('<link rel="icon" href="data:,">')
  })
})
