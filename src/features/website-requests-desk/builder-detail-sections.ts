// A builder request's form (source 'builder') for the detail dialog: every field with its Turkish label
// and its choices' labels (api/builder/builder-options.ts). Pure, so a test can check nothing is left out.
import {
  BUILDER_BUDGET_LABELS,
  BUILDER_COLOR_SCHEME_LABELS,
  BUILDER_CONTENT_TYPE_LABELS,
  BUILDER_DESIGN_STYLE_LABELS,
  BUILDER_FEATURE_LABELS,
  BUILDER_INTEGRATION_LABELS,
  BUILDER_LANGUAGE_LABELS,
  BUILDER_LOGO_STATUS_LABELS,
  BUILDER_MENU_LABELS,
  BUILDER_PAGE_LABELS,
  BUILDER_PRIORITY_LABELS,
  BUILDER_SECTOR_LABELS,
  BUILDER_TIMELINE_LABELS,
  SITE_TEMPLATE_LABELS,
} from '../../../api/builder/builder-options.shared'
import type { BuilderForm } from '../../../api/builder/builder-form.shared'
import type { DetailRow, DetailSection } from './request-detail-sections'
import { labelOf } from './request-labels'

const EMPTY = '—'
const one = (labels: Readonly<Record<string, string>>, value: string) => labelOf(labels, value) || EMPTY
const many = (labels: Readonly<Record<string, string>>, values: readonly string[]) =>
  values.map((value) => labelOf(labels, value)).join(', ') || EMPTY
const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır')
const text = (value: string) => (value.trim() ? value : EMPTY)
const linkOf = (value: string) => (/^https?:\/\//i.test(value.trim()) ? value.trim() : undefined)

export function builderDetailSections(form: BuilderForm): DetailSection[] {
  const company: DetailRow[] = [
    { label: 'Firma', value: text(form.companyName) },
    { label: 'Sektör', value: one(BUILDER_SECTOR_LABELS, form.industry) },
    { label: 'İletişim e-postası', value: text(form.contactEmail) },
    { label: 'İletişim telefonu', value: text(form.contactPhone) },
    { label: 'Adres', value: text(form.address) },
    { label: 'Mevcut website', value: text(form.website), href: linkOf(form.website) },
    { label: 'Açıklama', value: text(form.description), wide: true },
  ]
  const design: DetailRow[] = [
    { label: 'Renkler', value: one(BUILDER_COLOR_SCHEME_LABELS, form.colorScheme) },
    { label: 'Tasarım stili', value: one(BUILDER_DESIGN_STYLE_LABELS, form.designStyle) },
    { label: 'Şablon', value: one(SITE_TEMPLATE_LABELS, form.template) },
    { label: 'Logo', value: one(BUILDER_LOGO_STATUS_LABELS, form.logo) },
  ]
  const content: DetailRow[] = [
    { label: 'Sayfalar', value: many(BUILDER_PAGE_LABELS, form.pages), wide: true },
    { label: 'Menü yapısı', value: one(BUILDER_MENU_LABELS, form.menuStructure) },
    { label: 'İçerik türleri', value: many(BUILDER_CONTENT_TYPE_LABELS, form.contentType) },
    { label: 'Diller', value: many(BUILDER_LANGUAGE_LABELS, form.languages) },
  ]
  const features: DetailRow[] = [
    { label: 'Özellikler', value: many(BUILDER_FEATURE_LABELS, form.features), wide: true },
    { label: 'Entegrasyonlar', value: many(BUILDER_INTEGRATION_LABELS, form.integrations), wide: true },
    { label: 'E-ticaret', value: yesNo(form.ecommerce) },
    { label: 'Blog', value: yesNo(form.blog) },
  ]
  const plan: DetailRow[] = [
    // The package's code as chosen; the request's own row (Paket) names and prices it.
    { label: 'Paket kodu', value: text(form.selectedPackage) },
    { label: 'Bütçe', value: one(BUILDER_BUDGET_LABELS, form.budget) },
    { label: 'Süre', value: one(BUILDER_TIMELINE_LABELS, form.timeline) },
    { label: 'Öncelik', value: one(BUILDER_PRIORITY_LABELS, form.priority) },
    { label: 'Notlar', value: text(form.notes), wide: true },
  ]
  return [
    { title: 'Oluşturucu: firma', rows: company },
    { title: 'Oluşturucu: tasarım', rows: design },
    { title: 'Oluşturucu: sayfalar ve içerik', rows: content },
    { title: 'Oluşturucu: özellikler', rows: features },
    { title: 'Oluşturucu: bütçe ve zaman', rows: plan },
  ]
}
