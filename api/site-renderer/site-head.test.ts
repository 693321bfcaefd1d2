import { describe, expect, it } from 'vitest'
import { renderSite } from './render-site'
import { PREVIEW, PUBLISHED, page, section, site } from './render-site-fixtures'

const SITE_URL = 'https://denizkafe.com/'
const published = (overrides = {}, page?: string) =>
  renderSite(site(overrides), { ...PUBLISHED, siteUrl: SITE_URL, page })
const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >

describe('the document head', () => {
  it('titles the home page with the SEO title or the name, other pages "page – name"', () => {
    expect(published()).toContain('<title>Deniz Kafe</title>')
    expect(published({ seo: { title: 'Deniz Kafe | Moda', description: '', keywords: '' } })).toContain(
      '<title>Deniz Kafe | Moda</title>',
    )
    expect(published({}, 'hakkimizda')).toContain('<title>Hakkımızda – Deniz Kafe</title>')
  })

  it('describes a page by its own words, then the SEO description, then the site’s description', () => {
    expect(published({}, 'hakkimizda')).toContain('<meta name="description" content="Aile işletmesiyiz.">')
    const seo = { title: '', description: 'Moda’nın kahvaltıcısı', keywords: '' }
    expect(published({ seo })).toContain('<meta name="description" content="Moda’nın kahvaltıcısı">')
    expect(published({ seo }, 'iletisim')).toContain(
      '<meta name="description" content="Moda’nın kahvaltıcısı">',
    )
    expect(published({}, 'iletisim')).toContain(
      '<meta name="description" content="Kadıköy’de deniz manzaralı kahvaltı.">',
    )
  })

  it('has a canonical address and Open Graph with absolute URLs when the site’s URL is given', () => {
    const html = published({}, 'hakkimizda')
    expect(html).toContain('<link rel="canonical" href="https://denizkafe.com/hakkimizda">')
    expect(html).toContain('<meta property="og:url" content="https://denizkafe.com/hakkimizda">')
    expect(html).toContain('<meta property="og:type" content="website">')
    expect(html).toContain('<meta property="og:title" content="Hakkımızda – Deniz Kafe">')
    expect(published()).toContain('<meta property="og:image" content="https://denizkafe.com/media/up1">')
    const withLogo = published({ logo: { src: 'media/logo', alt: '' } }, 'hakkimizda')
    expect(withLogo).toContain('<meta property="og:image" content="https://denizkafe.com/media/logo">')
  })

  it('has no canonical address or og:url without the site’s URL, nor in the preview', () => {
    for (const html of [
      renderSite(site(), PUBLISHED),
      renderSite(site(), { ...PREVIEW, siteUrl: SITE_URL }),
    ]) {
      expect(html).not.toContain('rel="canonical"')
      expect(html).not.toContain('og:url')
      expect(html).not.toContain('og:image')
    }
  })

  it('writes <html lang dir> per language', () => {
    expect(published()).toContain('<html lang="tr" dir="ltr">')
    expect(published({ language: 'ar', languages: ['ar'] })).toContain('<html lang="ar" dir="rtl">')
  })
})

describe('the schema.org data', () => {
  it('describes a LocalBusiness with its contact details and the first hours section', () => {
    const data = jsonLd(published({ social: { instagram: 'https://instagram.com/denizkafe' } }))
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Deniz Kafe',
      url: 'https://denizkafe.com/',
      telephone: '05321234567',
      email: 'info@denizkafe.com',
      address: { '@type': 'PostalAddress', streetAddress: 'Moda Cd. 1, Kadıköy' },
      sameAs: ['https://instagram.com/denizkafe'],
    })
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Monday',
        opens: '08:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Saturday',
        opens: '09:00',
        closes: '23:00',
      },
    ])
  })

  it('cannot be closed from inside: "<" is written as \\u003c', () => {
    const html = published({ name: '</script><script>alert(1)</script>' })
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(block).not.toContain('<')
    expect(block).toContain('\\u003c/script>')
    expect(jsonLd(html).name).toBe('</script><script>alert(1)</script>')
  })

  it('leaves out what the site does not have', () => {
    const data = jsonLd(
      published({
        contact: { email: '', phone: '', address: '', whatsapp: '' },
        pages: [page('home', 'a', 'A', 'published', [section({ id: 't', kind: 'text' })])],
      }),
    )
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'description', 'name', 'url'])
  })
})
