// The option lists of the request wizard with their Turkish labels. The values come from the API
// schema (one list for the server, the service worker and this screen); only the words live here.
import {
  BUSINESS_TYPES,
  SITE_KINDS,
  colorSchemeSchema,
  layoutSchema,
} from '../../../api/website-requests/website-request.shared'
import type { Choice } from '../../components/step-form/choice'
import {
  BUSINESS_TYPE_LABELS,
  SITE_KIND_LABELS,
} from '../../../api/website-requests/website-request-labels.shared'

export type SiteKind = (typeof SITE_KINDS)[number]
export type BusinessType = (typeof BUSINESS_TYPES)[number]
export const COLOR_SCHEMES = colorSchemeSchema.options
export type ColorScheme = (typeof COLOR_SCHEMES)[number]
export const LAYOUTS = layoutSchema.options
export type Layout = (typeof LAYOUTS)[number]

/** An option as the wizard's fields show it. */
export type Option<T extends string> = Choice<T>

export const SITE_KIND_OPTIONS: Option<SiteKind>[] = SITE_KINDS.map((value) => ({
  value,
  label: SITE_KIND_LABELS[value],
}))
export const BUSINESS_TYPE_OPTIONS: Option<BusinessType>[] = BUSINESS_TYPES.map((value) => ({
  value,
  label: BUSINESS_TYPE_LABELS[value],
}))

export interface Palette {
  primary: string
  secondary: string
  accent: string
}

/** The preset palettes sent as the wizard's `colors` (the team starts from them). */
export const COLOR_SCHEME_OPTIONS: (Option<ColorScheme> & { palette: Palette | null })[] = [
  {
    value: 'modern',
    label: 'Modern',
    hint: 'Mavi ve gri, sade',
    palette: { primary: '#1d4ed8', secondary: '#0f172a', accent: '#38bdf8' },
  },
  {
    value: 'classic',
    label: 'Klasik',
    hint: 'Lacivert ve altın',
    palette: { primary: '#1e3a8a', secondary: '#334155', accent: '#b45309' },
  },
  {
    value: 'warm',
    label: 'Sıcak',
    hint: 'Turuncu ve kırmızı',
    palette: { primary: '#c2410c', secondary: '#7c2d12', accent: '#f59e0b' },
  },
  {
    value: 'nature',
    label: 'Doğa',
    hint: 'Yeşil tonları',
    palette: { primary: '#15803d', secondary: '#14532d', accent: '#84cc16' },
  },
  {
    value: 'elegant',
    label: 'Zarif',
    hint: 'Siyah, mor ve beyaz',
    palette: { primary: '#581c87', secondary: '#111827', accent: '#d946ef' },
  },
  { value: 'custom', label: 'Özel', hint: 'Renkleri siz seçin', palette: null },
]

export const LAYOUT_OPTIONS: Option<Layout>[] = [
  { value: 'standard', label: 'Standart', hint: 'Üst menü, geniş içerik alanı' },
  { value: 'sidebar', label: 'Kenar çubuklu', hint: 'İçeriğin yanında menü veya bilgi sütunu' },
  { value: 'minimal', label: 'Minimal', hint: 'Bol boşluk, az öğe' },
  { value: 'magazine', label: 'Dergi', hint: 'Çok sütunlu, içerik ağırlıklı' },
  { value: 'landing', label: 'Tek sayfa', hint: 'Tanıtım odaklı açılış sayfası' },
]

export function optionLabel<T extends string>(options: readonly Option<T>[], value: T | ''): string {
  return options.find((option) => option.value === value)?.label ?? ''
}
