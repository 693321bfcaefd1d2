import { describe, expect, it } from 'vitest'
import { renderStatusPage, type StatusPageKind } from './status-page'

describe('renderStatusPage', () => {
  it('says the Turkish heading and text of each kind', () => {
    const cases: [StatusPageKind, string, string][] = [
      ['maintenance', 'Bakımdayız', 'Sitemiz kısa bir süre için bakımda. Lütfen daha sonra tekrar deneyin.'],
      ['not-found', 'Sayfa bulunamadı', ''],
      [
        'preview-expired',
        'Önizlemenin süresi doldu',
        'Bu önizleme bağlantısının süresi doldu. Site oluşturucuda önizlemeyi yenileyin.',
      ],
      ['preview-missing', 'Önizleme bulunamadı', ''],
    ]
    for (const [kind, heading, text] of cases) {
      const html = renderStatusPage(kind)
      expect(html).toContain('<html lang="tr" dir="ltr">')
      expect(html).toContain(`<h1>${heading}</h1>`)
      expect(html).toContain(`<title>${heading}</title>`)
      if (text) expect(html).toContain(`<p>${text}</p>`)
      expect(html).toContain('<main>')
      expect(html).toContain('<meta name="viewport"')
      expect(html).not.toContain('<script')
      expect(html).not.toMatch(/\s(src|href)="(?!data:,)/)
    }
  })

  it('names the site, escaped', () => {
    const html = renderStatusPage('maintenance', { siteName: '<b>Deniz</b>' })
    expect(html).toContain('<title>Bakımdayız — &lt;b&gt;Deniz&lt;/b&gt;</title>')
    expect(html).not.toContain('<b>')
  })

  it('follows a published site’s language, and keeps preview pages Turkish', () => {
    expect(renderStatusPage('maintenance', { language: 'ar' })).toContain('<html lang="ar" dir="rtl">')
    expect(renderStatusPage('not-found', { language: 'en' })).toContain('<h1>Page not found</h1>')
    expect(renderStatusPage('preview-expired', { language: 'en' })).toContain(
      '<h1>Önizlemenin süresi doldu</h1>',
    )
  })
})
