import { describe, expect, it } from 'vitest'
import { renderSite } from './render-site'
import { PUBLISHED, attributeNames, count, page, section, site } from './render-site-fixtures'

describe('renderSite: user values are escaped or dropped', () => {
  it('draws a <script> company name as text', () => {
    const html = renderSite(site({ name: '<script>alert(1)</script>' }), PUBLISHED)
    expect(html.replace('<script type="application/ld+json">', '')).not.toContain('<script')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('drops javascript: and data:text/html links and images', () => {
    const gallery = section({
      id: 'g',
      kind: 'gallery',
      images: ['g1', 'g2', 'g3', 'missing', 'toString'].map((uploadId) => ({ uploadId, alt: uploadId })),
    })
    const html = renderSite(
      site({
        social: {
          facebook: 'javascript:alert(1)',
          instagram: 'data:text/html,<b>x</b>',
          linkedin: 'https://linkedin.com/in/deniz',
        },
        pages: [page('home', 'a', 'A', 'published', [gallery])],
        media: {
          g1: 'javascript:alert(1)',
          g2: 'data:image/svg+xml;base64,PHN2Zz4=',
          g3: 'https://cdn.example.com/ok.webp',
        },
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
        pages: [
          page('home', 'a', 'A', 'published', [
            section({
              id: 'g',
              kind: 'gallery',
              images: [{ uploadId: 'g1', alt: 'x" onmouseover="alert(1)' }],
            }),
          ]),
        ],
        media: { g1: 'https://cdn.example.com/a.webp' },
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
