import { describe, expect, it } from 'vitest'
import { BUILDER_LANGUAGES, SITE_TEMPLATES } from '../schemas/builder-options'
import { renderSite } from './render-site'
import type { RenderOptions, SiteModel, SitePage } from './site-model'

const PUBLISHED: RenderOptions = { mode: 'published', year: 2026 }
const PREVIEW: RenderOptions = {
  mode: 'preview',
  year: 2026,
  nonce: 'n0nce-abc123XYZ',
  appOrigin: 'https://app.sitekur.example',
}

const page = (
  kind: SitePage['kind'],
  slug: string,
  title: string,
  status: SitePage['status'] = 'published',
) => ({
  kind,
  slug,
  title,
  status,
})

function site(overrides: Partial<SiteModel> = {}): SiteModel {
  return {
    name: 'Deniz Kafe',
    description: 'Kadıköy’de deniz manzaralı kahvaltı.',
    sector: 'Restoran ve Kafe',
    template: 'modern',
    designStyle: null,
    primaryColor: '#1d4ed8',
    secondaryColor: '#0f172a',
    font: 'Inter',
    headerStyle: null,
    footerStyle: null,
    menu: null,
    language: 'tr',
    languages: ['tr'],
    logo: null,
    favicon: null,
    textLogo: true,
    pages: [
      page('home', 'ana-sayfa', 'Ana Sayfa'),
      page('about', 'hakkimizda', 'Hakkımızda'),
      page('gallery', 'galeri', 'Galeri'),
      page('contact', 'iletisim', 'İletişim'),
    ],
    gallery: [],
    contact: { email: 'info@denizkafe.com', phone: '0532 123 45 67', address: 'Moda Cd. 1, Kadıköy' },
    social: {},
    features: [],
    ecommerce: false,
    seo: { title: '', description: '', keywords: '' },
    ...overrides,
  }
}

/** The attribute names of every tag (style and script contents left out); a tag that does not parse as
 * `<name attr="value" …>` is reported as the name '!malformed'. */
function attributeNames(html: string): string[] {
  const names: string[] = []
  const markup = html.replace(/<(style|script)([^>]*)>[\s\S]*?<\/\1>/g, '<$1$2></$1>')
  for (const [, body] of markup.matchAll(/<[a-z][a-z0-9]*([^>]*)>/g)) {
    const attributes = [...(body ?? '').matchAll(/\s+([a-z-]+)(?:="([^"]*)")?/g)]
    if (attributes.map((match) => match[0]).join('') !== (body ?? '').replace(/\s*\/$/, ''))
      names.push('!malformed')
    names.push(...attributes.map((match) => match[1] ?? ''))
  }
  return names
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0
const menuOf = (html: string) => /<nav class="nav"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? ''

describe('renderSite: user values are escaped or dropped', () => {
  it('draws a <script> company name as text', () => {
    const html = renderSite(site({ name: '<script>alert(1)</script>' }), PUBLISHED)
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('drops javascript: and data:text/html links and images', () => {
    const html = renderSite(
      site({
        social: {
          facebook: 'javascript:alert(1)',
          instagram: 'data:text/html,<b>x</b>',
          linkedin: 'https://linkedin.com/in/deniz',
        },
        gallery: [
          { src: 'javascript:alert(1)', alt: 'a' },
          { src: 'data:image/svg+xml;base64,PHN2Zz4=', alt: 'b' },
          { src: 'https://cdn.example.com/ok.webp', alt: 'c' },
        ],
        logo: { src: 'data:text/html,<script>1</script>', alt: '' },
      }),
      PUBLISHED,
    )
    expect(html).not.toMatch(/javascript:/i)
    expect(html).not.toContain('data:text/html')
    expect(html).not.toContain('svg+xml')
    expect(html).toContain('href="https://linkedin.com/in/deniz"')
    expect(count(html, /<img /)).toBe(1)
    expect(html).toContain('src="https://cdn.example.com/ok.webp"')
  })

  it('neutralises an attempt to break out of an attribute', () => {
    const html = renderSite(
      site({
        gallery: [{ src: 'https://cdn.example.com/a.webp', alt: 'x" onmouseover="alert(1)' }],
        seo: { title: '', description: '" onload="alert(1)', keywords: "' autofocus onfocus='x" },
      }),
      PUBLISHED,
    )
    const names = attributeNames(html)
    expect(names).not.toContain('!malformed')
    expect(names.filter((name) => name.startsWith('on') || name === 'autofocus')).toEqual([])
    expect(html).toContain('alt="x&quot; onmouseover=&quot;alert(1)"')
  })

  it('rejects colours that are not #rgb/#rrggbb and uses the template’s own', () => {
    const html = renderSite(
      site({ primaryColor: 'red;background:url(x)', secondaryColor: '#0f0;}' }),
      PUBLISHED,
    )
    expect(html).not.toContain('url(x)')
    expect(html).not.toContain('#0f0;}')
    expect(html).toContain('--p:#2563eb')
  })
})

describe('renderSite: every template in every language', () => {
  for (const template of SITE_TEMPLATES) {
    for (const language of BUILDER_LANGUAGES) {
      it(`${template} in ${language} is a complete, accessible-looking document`, () => {
        const html = renderSite(site({ template, language, languages: [language] }), PUBLISHED)
        expect(html.startsWith('<!doctype html>')).toBe(true)
        expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
        expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
        expect(html).toMatch(/<title>[^<]+<\/title>/)
        expect(html).toMatch(/<meta name="description" content="[^"]+">/)
        expect(count(html, /<h1[\s>]/)).toBe(1)
        expect(count(html, /<main[\s>]/)).toBe(1)
        expect(html).toContain('<main id="main"')
        expect(count(html, /<header class="site-header"/)).toBe(1)
        expect(count(html, /<footer class="site-footer"/)).toBe(1)
        expect(html).toMatch(/<nav class="nav" aria-label="[^"]+">/)
        expect(html).toMatch(/<body><a class="skip" href="#main">[^<]+<\/a>/)
        expect(html).not.toMatch(/undefined|NaN|\[object Object\]|>null</)
        expect(attributeNames(html)).not.toContain('!malformed')
      })
    }
  }

  it('is written right to left in Arabic, with Arabic fixed words', () => {
    const html = renderSite(site({ language: 'ar', languages: ['ar'] }), PUBLISHED)
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('انتقل إلى المحتوى')
    expect(html).toContain('جميع الحقوق محفوظة')
    expect(html).not.toMatch(/margin-left|margin-right|padding-left|padding-right|[^-]left:|[^-]right:/)
  })

  it('uses Turkish fixed words on a Turkish site', () => {
    const html = renderSite(site(), PUBLISHED)
    expect(html).toContain('İçeriğe geç')
    expect(html).toContain('© 2026 Deniz Kafe. Tüm hakları saklıdır.')
  })
})

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

describe('renderSite: preview and published', () => {
  it('has exactly one script in the preview, under the nonce; none when published', () => {
    const preview = renderSite(site(), PREVIEW)
    expect(count(preview, /<script/)).toBe(1)
    expect(preview).toContain('<script nonce="n0nce-abc123XYZ">')
    expect(preview).toContain('"https://app.sitekur.example"')
    expect(preview).toContain('<meta name="robots" content="noindex">')
    const published = renderSite(site(), PUBLISHED)
    expect(published).not.toContain('<script')
    expect(published).not.toContain('noindex')
  })

  it('draws the contact form inert with a note in the preview and as a mailto: form when published', () => {
    const features = ['contact-form']
    const preview = renderSite(site({ features }), PREVIEW)
    expect(preview).toMatch(/<form class="form" aria-labelledby="[^"]+">/)
    expect(preview).toContain('Bu bir önizlemedir: form gönderilmez.')
    const published = renderSite(site({ features }), PUBLISHED)
    expect(published).toContain('action="mailto:info@denizkafe.com" method="post" enctype="text/plain"')
    expect(published).not.toContain('form gönderilmez')
  })

  it('has no form without the feature, nor when published without a valid e-mail', () => {
    expect(renderSite(site(), PUBLISHED)).not.toContain('<form')
    const noEmail = site({ features: ['contact-form'], contact: { email: 'yok', phone: '', address: '' } })
    expect(renderSite(noEmail, PUBLISHED)).not.toContain('<form')
    expect(renderSite(noEmail, PREVIEW)).toContain('<form')
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
