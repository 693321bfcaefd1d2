import { describe, expect, it } from 'vitest'
import type { Section } from '../../site-content/site-sections.shared'
import { renderSite } from '../render-site'
import {
  FIXTURE_MEDIA,
  PUBLISHED,
  attributeNames,
  count,
  doc,
  everyKind,
  page,
  section,
  sectionOf,
  site,
} from '../render-site-fixtures'
import type { RenderOptions, SiteModel } from '../site-model'

/** A site whose home page has `sections`, drawn with `options`. */
function render(sections: Section[], options: RenderOptions = PUBLISHED, overrides: Partial<SiteModel> = {}) {
  return renderSite(
    site({ pages: [page('home', 'ana-sayfa', 'Ana Sayfa', 'published', sections)], ...overrides }),
    options,
  )
}

const EVIL = '<b>"Kötü" & \'niyet\'</b>'
const ESCAPED = '&lt;b&gt;"Kötü" &amp; \'niyet\'&lt;/b&gt;'

describe('section kinds', () => {
  it('draws every kind, each under id="s-{id}" and data-section, and no empty box', () => {
    const html = render(everyKind('k'))
    for (const kind of [
      'hero',
      'text',
      'services',
      'team',
      'quotes',
      'pricing',
      'faq',
      'gallery',
      'hours',
      'menu',
      'contact',
      'cta',
      'blog',
    ]) {
      expect(html, kind).toContain(`id="s-k-${kind}" data-section="k-${kind}"`)
    }
    expect(html).not.toMatch(/<h[1-3]><\/h[1-3]>|<p><\/p>|<li><\/li>|<ul><\/ul>|class="(art|thumb|shape)"/)
    expect(attributeNames(html)).not.toContain('!malformed')
  })

  it('escapes every field a customer typed', () => {
    const evil = (value: Record<string, unknown>) =>
      JSON.parse(JSON.stringify(value).replaceAll('EVIL', EVIL.replaceAll('"', '\\"')))
    const sections = [
      section(
        evil({ id: 'a', kind: 'hero', title: 'EVIL', text: 'EVIL', primary: { label: 'EVIL', href: '/x' } }),
      ),
      section(evil({ id: 'b', kind: 'text', heading: 'EVIL', body: doc('EVIL') })),
      section(
        evil({
          id: 'c',
          kind: 'services',
          heading: 'EVIL',
          intro: 'EVIL',
          items: [{ id: '1', title: 'EVIL', text: 'EVIL', price: 'EVIL' }],
        }),
      ),
      section(
        evil({
          id: 'd',
          kind: 'team',
          heading: 'EVIL',
          members: [{ id: '1', name: 'EVIL', role: 'EVIL', image: { uploadId: 'up1', alt: 'EVIL' } }],
        }),
      ),
      section(
        evil({
          id: 'e',
          kind: 'testimonials',
          heading: 'EVIL',
          items: [{ id: '1', quote: 'EVIL', author: 'EVIL', role: 'EVIL' }],
        }),
      ),
      section(
        evil({
          id: 'f',
          kind: 'pricing',
          heading: 'EVIL',
          plans: [{ id: '1', name: 'EVIL', price: 'EVIL', period: 'EVIL', features: ['EVIL'] }],
        }),
      ),
      section(
        evil({
          id: 'g',
          kind: 'faq',
          heading: 'EVIL',
          items: [{ id: '1', question: 'EVIL', answer: 'EVIL' }],
        }),
      ),
      section(
        evil({ id: 'h', kind: 'gallery', heading: 'EVIL', images: [{ uploadId: 'up4', alt: 'EVIL' }] }),
      ),
      section(evil({ id: 'i', kind: 'hours', heading: 'EVIL', note: 'EVIL', days: [{ day: 1 }] })),
      section(
        evil({
          id: 'j',
          kind: 'menu',
          heading: 'EVIL',
          groups: [
            {
              id: '1',
              title: 'EVIL',
              items: [{ id: '1', name: 'EVIL', description: 'EVIL', price: 'EVIL' }],
            },
          ],
        }),
      ),
      section(evil({ id: 'k', kind: 'contact', heading: 'EVIL', text: 'EVIL' })),
      section(
        evil({ id: 'l', kind: 'cta', title: 'EVIL', text: 'EVIL', button: { label: 'EVIL', href: '/x' } }),
      ),
      section(
        evil({
          id: 'm',
          kind: 'blog',
          heading: 'EVIL',
          intro: 'EVIL',
          posts: [{ id: '1', title: 'EVIL', slug: 'a', date: '2026-01-01', excerpt: 'EVIL' }],
        }),
      ),
    ]
    const html = render(sections)
    expect(html).not.toContain('<b>')
    for (const kind of 'abcdefghijklm') {
      const markup = sectionOf(html, kind)
      expect(markup, kind).toContain(ESCAPED)
    }
    expect(html).toContain(`alt="${'&lt;b&gt;&quot;Kötü&quot; &amp; &#39;niyet&#39;&lt;/b&gt;'}"`)
    expect(attributeNames(html)).not.toContain('!malformed')
  })

  it('draws nothing for a hidden section, or one with nothing to show', () => {
    const html = render(
      [
        section({ id: 'hidden', kind: 'text', heading: 'Gizli', hidden: true }),
        section({ id: 'hero', kind: 'hero' }),
        section({ id: 'services', kind: 'services', heading: 'Hizmetler', items: [] }),
        section({ id: 'team', kind: 'team', heading: 'Ekip', members: [{ id: '1', name: ' ', role: '' }] }),
        section({
          id: 'gallery',
          kind: 'gallery',
          heading: 'Galeri',
          images: [{ uploadId: 'not-in-media', alt: 'x' }],
        }),
        section({ id: 'hours', kind: 'hours', heading: 'Saatler' }),
        section({
          id: 'menu',
          kind: 'menu',
          heading: 'Menü',
          groups: [{ id: 'g', title: 'Boş', items: [] }],
        }),
        section({ id: 'faq', kind: 'faq', heading: 'SSS' }),
        section({ id: 'quotes', kind: 'testimonials', heading: 'Yorumlar' }),
        section({ id: 'pricing', kind: 'pricing', heading: 'Fiyatlar' }),
        section({ id: 'cta', kind: 'cta', button: { label: 'Ara', href: '' } }),
        section({ id: 'blog', kind: 'blog', heading: 'Blog', posts: [] }),
        section({ id: 'contact', kind: 'contact', showForm: false }),
      ],
      PUBLISHED,
      { contact: { email: '', phone: '', address: '', whatsapp: '' } },
    )
    expect(html).not.toContain('data-section=')
    expect(html).not.toMatch(/Gizli|Hizmetler|Galeri|Saatler|Yorumlar/)
  })

  it('leaves out buttons without words or a usable href', () => {
    const html = render([
      section({
        id: 'h',
        kind: 'hero',
        title: 'Merhaba',
        primary: { label: 'Ara', href: '' },
        secondary: { label: '', href: '/iletisim' },
      }),
    ])
    expect(html).not.toContain('class="btn')
    expect(html).not.toContain('class="cta"')
  })
})

describe('images', () => {
  it('take their src from the media, lazily below the first section, at once in it', () => {
    const html = render(everyKind('k'))
    expect(sectionOf(html, 'k-hero')).toContain(
      '<img src="media/up1" alt="Teras" width="1200" height="800" fetchpriority="high" decoding="async">',
    )
    expect(sectionOf(html, 'k-gallery')).toContain(
      '<img src="media/up4" alt="Bahçe" width="800" height="600" loading="lazy" decoding="async">',
    )
    expect(sectionOf(html, 'k-gallery')).toContain('alt="Deniz Kafe — fotoğraf 2"')
  })

  it('are left out when their upload is not in the media', () => {
    const html = render(everyKind('k'), PUBLISHED, { media: {} })
    expect(html).not.toContain('<img')
    expect(sectionOf(html, 'k-hero')).toContain('<h1>')
    expect(sectionOf(html, 'k-team')).toContain('<span class="avatar" aria-hidden="true">AY</span>')
    expect(html).not.toContain('id="s-k-gallery"')
  })

  it('have one <h1> per page: the opening hero’s, and <h2> for a later hero', () => {
    const html = render([section({ id: 't', kind: 'text', heading: 'Önce' }), ...everyKind('k')])
    expect(count(html, /<h1[\s>]/)).toBe(1)
    expect(html).toContain('<h1>Deniz Kafe</h1>')
    expect(sectionOf(html, 'k-hero')).toContain('<h2>Moda’da deniz manzaralı kahvaltı</h2>')
    expect(sectionOf(html, 'k-hero')).toContain('loading="lazy"')
    expect(FIXTURE_MEDIA.up1).toBe('media/up1')
  })
})
