// A glance at the main answers before sending (the last step).
import type { WizardForm } from '../wizard-form'
import { usePackageChoiceText } from '../../../components/package-choice-field'
import {
  BUSINESS_TYPE_OPTIONS,
  COLOR_SCHEME_OPTIONS,
  LAYOUT_OPTIONS,
  SITE_KIND_OPTIONS,
  optionLabel,
} from '../wizard-options'

export function RequestSummary({ form }: { form: WizardForm }) {
  const packageText = usePackageChoiceText(form.selectedPackage)
  const pages = [
    form.hasAboutPage && 'Hakkımızda',
    form.hasContactPage && 'İletişim',
    form.hasServicesPage && 'Hizmetler',
    form.hasProductsPage && 'Ürünler',
    form.hasBlogPage && 'Blog',
    form.hasGalleryPage && 'Galeri',
    ...form.customPages,
  ].filter((page): page is string => typeof page === 'string' && page !== '')
  const rows: [string, string][] = [
    ['Website adı', form.name.trim()],
    ['Website türü', optionLabel(SITE_KIND_OPTIONS, form.siteType)],
    ['Sektör', optionLabel(BUSINESS_TYPE_OPTIONS, form.businessType)],
    ['Paket', packageText || 'Seçilmedi: ekibimiz önerecek'],
    ['Renk şeması', optionLabel(COLOR_SCHEME_OPTIONS, form.colorScheme)],
    ['Sayfa düzeni', optionLabel(LAYOUT_OPTIONS, form.layout)],
    ['Sayfalar', pages.join(', ')],
  ]
  return (
    <section
      aria-labelledby="request-summary-title"
      className="rounded-2xl bg-slate-50 p-4 sm:p-5 dark:bg-slate-800/60"
    >
      <h3 id="request-summary-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Talep özeti
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
