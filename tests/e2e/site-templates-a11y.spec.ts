import { expect, test } from '@playwright/test'
import { SITE_TEMPLATES, BUILDER_FEATURES, BUILDER_PAGES } from '../../api/builder/builder-options.shared'
import { builderFormSchema } from '../../api/builder/builder-form.shared'
import { renderSite } from '../../api/site-renderer/render-site'
import { FIXTURE_MEDIA, TINY_PNG, site } from '../../api/site-renderer/render-site-fixtures'
import type { RenderOptions, SiteModel } from '../../api/site-renderer/site-model'
import { siteFromBuilderForm } from '../../api/site-renderer/site-from-builder'
import { axeViolations } from '../support/axe'

// Every template of the site renderer, as a visitor gets it (published) and as the builder's preview shows
// it, in Turkish and in Arabic (right to left): a site with a section of every kind (its home page, a
// blog post, the 404 page), the builder's site with every page and feature, and with nothing filled in:
// axe-core finds no violation in Chromium, at the phone and the desktop width.

/** The fixture site with its images inline (the page is set without a server). */
const content = (overrides: Partial<SiteModel>): SiteModel =>
  site({
    media: Object.fromEntries(Object.keys(FIXTURE_MEDIA).map((id) => [id, TINY_PNG])),
    contact: {
      email: 'info@denizkafe.com',
      phone: '0532 123 45 67',
      address: 'Moda Cd. 1, Kadıköy',
      whatsapp: '0532 765 43 21',
    },
    social: { instagram: 'https://instagram.com/denizkafe' },
    ...overrides,
  })
const PREVIEW_OPTIONS = { nonce: 'axe', appOrigin: 'http://127.0.0.1' }

const full = builderFormSchema.parse({
  companyName: 'Yılmaz Mimarlık',
  industry: 'insaat',
  description: 'İstanbul’da konut ve ofis projeleri.',
  contactEmail: 'iletisim@yilmazmimarlik.com.tr',
  contactPhone: '+90 212 555 01 02',
  address: 'Bağdat Caddesi No: 10, Kadıköy / İstanbul',
  colorScheme: 'orange',
  designStyle: 'creative',
  logo: 'text-only',
  pages: [...BUILDER_PAGES],
  menuStructure: 'hamburger',
  features: [...BUILDER_FEATURES],
  ecommerce: true,
  blog: true,
})

// The check itself (tests/support/axe.ts) reports what it exists to find, in a page and inside its frames.
test('the accessibility check reports a picture without a text alternative, also inside a frame', async ({
  page,
}) => {
  const picture = `<img src="${TINY_PNG}">`
  const document = (body: string) => `<!doctype html><html lang="tr"><title>Deneme</title>${body}</html>`
  await page.setContent(document(`<main><h1>Deneme</h1>${picture}</main>`))
  expect(await axeViolations(page)).toEqual(['image-alt: img'])
  await page.setContent(
    document(
      `<main><h1>Deneme</h1>${picture}<iframe title="Çerçeve" srcdoc='${document(picture)}'></iframe></main>`,
    ),
  )
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1)
  expect(await axeViolations(page)).toEqual(['image-alt: img, iframe img'])
  expect(await axeViolations(page, { exclude: 'iframe' })).toEqual(['image-alt: img'])
})

for (const template of SITE_TEMPLATES) {
  test(`template ${template}: no axe violations (tr and ar, full and empty, published and preview)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const violations: string[] = []
    const cases: { name: string; model: SiteModel; options: RenderOptions }[] = [
      {
        name: 'tr content published',
        model: content({ template, menu: 'mega', footerStyle: 'detailed' }),
        options: { mode: 'published', year: 2026 },
      },
      {
        name: 'ar content preview',
        model: content({ template, language: 'ar', languages: ['ar'] }),
        options: { mode: 'preview', year: 2026, ...PREVIEW_OPTIONS },
      },
      {
        name: 'tr blog post published',
        model: content({ template }),
        options: { mode: 'published', year: 2026, page: 'blog/kis-menusu' },
      },
      {
        name: 'tr 404 published',
        model: content({ template }),
        options: { mode: 'published', year: 2026, page: '404' },
      },
      {
        name: 'tr full published',
        model: siteFromBuilderForm({ ...full, template }),
        options: { mode: 'published', year: 2026 },
      },
      {
        name: 'ar full preview',
        model: siteFromBuilderForm({ ...full, template, languages: ['ar'] }),
        options: { mode: 'preview', year: 2026, ...PREVIEW_OPTIONS },
      },
      {
        name: 'tr empty published',
        model: siteFromBuilderForm(builderFormSchema.parse({ template })),
        options: { mode: 'published', year: 2026 },
      },
    ]
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const { name, model, options } of cases) {
        await page.setContent(renderSite(model, options))
        violations.push(...(await axeViolations(page)).map((line) => `${name} @${width}px ${line}`))
      }
    }
    expect(violations).toEqual([])
  })
}
