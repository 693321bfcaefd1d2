import { describe, expect, it } from 'vitest'
import { renderSite } from './render-site'
import { PREVIEW, PUBLISHED, count, doc, menuOf, page, section, site } from './render-site-fixtures'
import type { SitePage } from './site-model'

const text = (id: string, heading: string) =>
  section({ id, kind: 'text', heading, body: doc(`${heading} metni`) })

const pages: SitePage[] = [
  page('home', 'ana-sayfa', 'Ana Sayfa', 'published', [text('h1', 'Hoş geldiniz')]),
  page('services', 'hizmetler', 'Hizmetler', 'published', [text('s1', 'Neler yapıyoruz')]),
  page('custom', 'kampanya', 'Kampanya', 'draft', [text('c1', 'Yaz kampanyası')]),
  page('custom', 'kvkk', 'KVKK Metni', 'hidden', [text('k1', 'Aydınlatma metni')]),
]
const published = (path?: string, extra: object = {}) =>
  renderSite(site({ pages }), { ...PUBLISHED, page: path, ...extra })

describe('renderSite: one page per document', () => {
  it('draws the home page by default, and only its sections', () => {
    const html = published()
    expect(html).toContain('id="s-h1"')
    expect(html).not.toContain('id="s-s1"')
    expect(count(html, /<h1[\s>]/)).toBe(1)
    expect(html).toContain('<h1>Deniz Kafe</h1>')
  })

  it('draws the page a path names, with its title as the <h1> and in the <title>', () => {
    const html = published('hizmetler')
    expect(html).toContain('id="s-s1"')
    expect(html).not.toContain('id="s-h1"')
    expect(html).toContain('<h1>Hizmetler</h1>')
    expect(html).toContain('<title>Hizmetler – Deniz Kafe</title>')
    expect(published('/hizmetler/')).toBe(html)
  })

  it('lists published pages in the menu, relative to <base href>, the current one marked', () => {
    const html = published('hizmetler', { siteUrl: 'https://sitekur.example/sites/deniz-kafe/' })
    // Relative: one stored page works at /sites/{slug}/hizmetler and on the site's own domain.
    expect(html).toContain('<base href="./">')
    const menu = menuOf(html)
    expect(menu).toContain('<a href="./">Ana Sayfa</a>')
    expect(menu).toContain('<a href="hizmetler" aria-current="page">Hizmetler</a>')
    expect(count(menu, /aria-current/)).toBe(1)
    expect(html).toContain('<a class="skip" href="hizmetler#main">')
  })

  it('takes the 404 page’s <base href> from the site’s URL: it answers at any depth', () => {
    expect(published('404', { siteUrl: 'https://sitekur.example/sites/deniz-kafe/' })).toContain(
      '<base href="/sites/deniz-kafe/">',
    )
    expect(published('404', { siteUrl: 'https://denizkafe.com' })).toContain('<base href="/">')
    expect(published('404')).toContain('<base href="/">')
    expect(published('', { siteUrl: 'https://denizkafe.com' })).toContain('<base href="./">')
  })

  it('reaches hidden pages without listing them; drafts do not exist when published', () => {
    expect(menuOf(published())).not.toContain('kvkk')
    expect(published('kvkk')).toContain('id="s-k1"')
    expect(menuOf(published())).not.toContain('kampanya')
    const draft = published('kampanya')
    expect(draft).not.toContain('id="s-c1"')
    expect(draft).toContain('<h1>Sayfa bulunamadı</h1>')
  })

  it('draws drafts in the preview, in the menu, marked; page links are inert there', () => {
    const html = renderSite(site({ pages }), { ...PREVIEW, page: 'kampanya' })
    expect(html).toContain('id="s-c1"')
    expect(html).toContain('Taslak — yalnızca önizlemede görünür')
    expect(menuOf(html)).toContain('<a href="#" data-page="kampanya" aria-current="page">Kampanya</a>')
    expect(menuOf(html)).toContain('<a href="#" data-page="">Ana Sayfa</a>')
    expect(html).not.toContain('<base')
  })

  it('has a 404 page in the site’s language, linking home, not indexed', () => {
    const html = published('404')
    expect(html).toContain('<h1>Sayfa bulunamadı</h1>')
    expect(html).toContain('<a class="btn" href="./">Ana sayfaya dönün</a>')
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).not.toContain('rel="canonical"')
    expect(published('yok/boyle/bir-yer')).toContain('<h1>Sayfa bulunamadı</h1>')
    const english = renderSite(site({ pages, language: 'en', languages: ['en'] }), {
      ...PUBLISHED,
      page: '404',
    })
    expect(english).toContain('<h1>Page not found</h1>')
    expect(english).toContain('Back to the home page')
  })

  it('takes the first page as home when none is of kind home', () => {
    const html = renderSite(site({ pages: [page('about', 'hakkimizda', 'Hakkımızda')] }), PUBLISHED)
    expect(menuOf(html)).toContain('<a href="./" aria-current="page">Hakkımızda</a>')
    expect(count(html, /<h1[\s>]/)).toBe(1)
  })

  it('still has a home page, with one <h1>, when the site has no pages', () => {
    const html = renderSite(site({ pages: [] }), PUBLISHED)
    expect(html).toContain('<h1>Deniz Kafe</h1>')
  })

  it('draws a page of a kind it does not know as a custom page, and its sections', () => {
    const odd = { ...page('home', 'x', 'Garip', 'published', [text('o1', 'Tuhaf')]), kind: 'toString' }
    const html = renderSite(site({ pages: [page('home', 'a', 'A'), odd as unknown as SitePage] }), {
      ...PUBLISHED,
      page: 'x',
    })
    expect(html).toContain('<h1>Garip</h1>')
    expect(html).toContain('id="s-o1"')
  })

  it('gives repeated or unusable slugs unique paths, never a reserved one', () => {
    const html = renderSite(
      site({
        pages: [
          page('home', '', 'Ana Sayfa'),
          page('custom', 'x', 'A'),
          page('custom', 'x', 'B'),
          page('custom', 'media', 'M'),
        ],
      }),
      PUBLISHED,
    )
    const menu = menuOf(html)
    expect(menu).toContain('href="x"')
    expect(menu).toContain('href="x-2"')
    expect(menu).toContain('href="media-2"')
  })

  it('opens with the hero’s title as the <h1> when a hero opens the page', () => {
    const hero = section({ id: 'hero', kind: 'hero', title: 'Denize karşı kahvaltı' })
    const html = renderSite(
      site({ pages: [page('home', 'a', 'A', 'published', [hero, text('t', 'Biz')])] }),
      PUBLISHED,
    )
    expect(html).toContain('<h1>Denize karşı kahvaltı</h1>')
    expect(count(html, /<h1[\s>]/)).toBe(1)
    expect(html).not.toContain('class="page-head"')
  })
})

describe('renderSite: blog posts', () => {
  it('draws a post at {page}/{post}: title, date, cover, body and a link back', () => {
    const html = renderSite(site(), { ...PUBLISHED, page: 'blog/kis-menusu' })
    expect(html).toContain('<h1>Kış menümüz</h1>')
    expect(html).toContain('<time datetime="2026-01-05">5 Ocak 2026</time>')
    expect(html).toContain(
      '<img class="cover" src="media/up2" alt="Çorba" width="1200" height="630" decoding="async">',
    )
    expect(html).toContain('<p>Mercimek ve ezogelin her gün.</p>')
    expect(html).toContain('<a href="blog">Tüm yazılar</a>')
    expect(html).toContain('<meta property="og:type" content="article">')
    expect(html).toContain('<title>Kış menümüz – Deniz Kafe</title>')
  })

  it('has no page for a hidden post or one of a hidden section', () => {
    expect(renderSite(site(), { ...PUBLISHED, page: 'blog/gizli' })).toContain('Sayfa bulunamadı')
  })
})

describe('renderSite: responsive images', () => {
  it('gives an image with copies its srcset and sizes; a srcset that is not addresses is left out', () => {
    const srcset = 'media/up2.w480.webp 480w, media/up2.w960.webp 960w, media/up2 1800w'
    const html = renderSite(site({ srcsets: { up2: srcset } }), { ...PUBLISHED, page: 'blog/kis-menusu' })
    expect(html).toContain(
      `<img class="cover" src="media/up2" srcset="${srcset}" sizes="(min-width: 1200px) 1200px, 100vw" alt="Çorba"`,
    )
    const hostile = renderSite(site({ srcsets: { up2: 'x" onerror="alert(1) 1w' } }), {
      ...PUBLISHED,
      page: 'blog/kis-menusu',
    })
    expect(hostile).not.toContain('srcset=')
    expect(hostile).not.toContain('onerror')
  })
})
