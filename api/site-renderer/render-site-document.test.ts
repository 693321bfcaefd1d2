import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BUILDER_LANGUAGES, SITE_TEMPLATES } from '../builder/builder-options.shared'
import { renderSite } from './render-site'
import { PREVIEW, PUBLISHED, attributeNames, count, site } from './render-site-fixtures'

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
        expect(html).toMatch(/<body><header class="site-header"><a class="skip" href="\.\/#main">[^<]+<\/a>/)
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

describe('renderSite: preview and published', () => {
  it('has exactly one script in the preview, under the nonce; published only the schema.org data', () => {
    const preview = renderSite(site(), PREVIEW)
    expect(count(preview, /<script/)).toBe(1)
    expect(preview).toContain('<script nonce="n0nce-abc123XYZ">')
    expect(preview).toContain('"https://app.sitekur.example"')
    expect(preview).toContain('<meta name="robots" content="noindex">')
    const published = renderSite(site(), PUBLISHED)
    expect(count(published, /<script/)).toBe(1)
    expect(published).toContain('<script type="application/ld+json">')
    expect(published).not.toContain('noindex')
  })

  it('posts the contact form to its own page when published; inert with a note in the preview', () => {
    const contact = 'iletisim'
    const published = renderSite(site(), { ...PUBLISHED, page: contact })
    expect(published).toMatch(
      /<form class="form" id="f-[^"]+" data-form="contact" method="post" action="iletisim" aria-labelledby="[^"]+">/,
    )
    expect(published).not.toContain('form gönderilmez')
    const preview = renderSite(site(), { ...PREVIEW, page: contact })
    expect(preview).toMatch(/<form class="form" id="f-[^"]+" data-form="contact" aria-labelledby="[^"]+">/)
    expect(preview).toContain('Bu bir önizlemedir: form gönderilmez.')
    expect(preview).not.toContain('action=')
  })

  it('stays small: a content-rich page is far below 30 KB compressed', () => {
    const html = renderSite(site(), { ...PUBLISHED, siteUrl: 'https://denizkafe.com/' })
    expect(gzipSync(html).length).toBeLessThan(30 * 1024)
  })
})
