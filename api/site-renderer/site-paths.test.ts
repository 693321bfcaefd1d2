import { describe, expect, it } from 'vitest'
import { page, section, site } from './render-site-fixtures'
import { renderRobots, renderSitemap, sitePaths } from './site-paths'

const blog = section({
  id: 'b',
  kind: 'blog',
  posts: [
    { id: '1', title: 'İlk yazı', slug: 'ilk-yazi', date: '2026-01-05' },
    { id: '2', title: 'Gizli', slug: 'gizli', date: '2026-01-06', hidden: true },
    { id: '3', title: 'Tekrar', slug: 'ilk-yazi', date: '2026-01-07' },
  ],
})
const model = site({
  pages: [
    page('about', 'hakkimizda', 'Hakkımızda'),
    page('home', 'ana-sayfa', 'Ana Sayfa'),
    page('custom', 'kvkk', 'KVKK', 'hidden'),
    page('custom', 'taslak', 'Taslak', 'draft'),
    page('blog', 'blog', 'Blog', 'published', [
      blog,
      section({
        id: 'h',
        kind: 'blog',
        hidden: true,
        posts: [{ id: '4', title: 'X', slug: 'x', date: '2026-01-01' }],
      }),
    ]),
  ],
})

describe('sitePaths', () => {
  it('lists home as "", every page that is not a draft, and every visible post once', () => {
    expect(sitePaths(model)).toEqual(['hakkimizda', '', 'kvkk', 'blog', 'blog/ilk-yazi'])
  })

  it('takes the first page as home when none is of kind home', () => {
    expect(
      sitePaths(
        site({ pages: [page('about', 'hakkimizda', 'Hakkımızda'), page('contact', 'iletisim', 'İletişim')] }),
      ),
    ).toEqual(['', 'iletisim'])
  })
})

describe('renderSitemap and renderRobots', () => {
  it('lists the absolute address of every path, posts with their date', () => {
    const xml = renderSitemap(model, 'https://denizkafe.com')
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(xml).toContain('<url><loc>https://denizkafe.com/</loc></url>')
    expect(xml).toContain('<url><loc>https://denizkafe.com/kvkk</loc></url>')
    expect(xml).toContain(
      '<url><loc>https://denizkafe.com/blog/ilk-yazi</loc><lastmod>2026-01-05</lastmod></url>',
    )
    expect(xml).not.toContain('taslak')
    expect(xml.match(/<url>/g)).toHaveLength(5)
  })

  it('works under a path (/sites/{slug}/) and escapes the addresses', () => {
    const xml = renderSitemap(model, 'https://sitekur.example/sites/deniz-kafe/?a=1&b=2')
    expect(xml).toContain('<loc>https://sitekur.example/sites/deniz-kafe/hakkimizda</loc>')
    expect(xml).not.toContain('&b')
  })

  it('allows every crawler and names the sitemap', () => {
    expect(renderRobots('https://denizkafe.com/')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://denizkafe.com/sitemap.xml\n',
    )
    expect(() => renderRobots('javascript:alert(1)')).toThrow()
  })
})
