import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { SITE_TEMPLATES, BUILDER_FEATURES, BUILDER_PAGES } from '../../api/builder/builder-options.shared'
import { builderFormSchema } from '../../api/builder/builder-form.shared'
import { renderSite } from '../../api/site-renderer/render-site'
import { siteFromBuilderForm } from '../../api/site-renderer/site-from-builder'

// Every template of the site renderer, as a visitor gets it (published) and as the builder's preview shows
// it, in Turkish and in Arabic (right to left), with every page and feature and with nothing filled in:
// axe-core finds no violation in Chromium, at the phone and the desktop width.

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

for (const template of SITE_TEMPLATES) {
  test(`template ${template}: no axe violations (tr and ar, full and empty, published and preview)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const violations: string[] = []
    const cases = [
      { name: 'tr full published', form: { ...full, template }, mode: 'published' as const },
      {
        name: 'ar full preview',
        form: { ...full, template, languages: ['ar' as const] },
        mode: 'preview' as const,
      },
      { name: 'tr empty published', form: builderFormSchema.parse({ template }), mode: 'published' as const },
    ]
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const { name, form, mode } of cases) {
        const html = renderSite(siteFromBuilderForm(form), {
          mode,
          year: 2026,
          nonce: 'axe',
          appOrigin: 'http://127.0.0.1',
        })
        await page.setContent(html)
        const results = await new AxeBuilder({ page }).analyze()
        violations.push(
          ...results.violations.map(
            (v) => `${name} @${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        )
      }
    }
    expect(violations).toEqual([])
  })
}
