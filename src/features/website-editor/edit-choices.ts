// The choices of the edit screen's selects, with their Turkish labels (api/websites/website-edit.shared.ts and
// the site templates of api/builder/builder-options.ts).
import { SITE_TEMPLATE_LABELS } from '../../../api/builder/builder-options.shared'
import {
  EDIT_STATUSES,
  EDIT_STATUS_LABELS,
  EDIT_TEMPLATES,
  FOOTER_STYLES,
  FOOTER_STYLE_LABELS,
  HEADER_STYLES,
  HEADER_STYLE_LABELS,
  PAGE_STATUSES,
  PAGE_STATUS_LABELS,
  SITE_FONTS,
  WEBSITE_CATEGORIES,
  WEBSITE_CATEGORY_LABELS,
} from '../../../api/websites/website-edit.shared'

export interface Choice<T extends string> {
  value: T
  label: string
}

/** Choices from a list of values and their Turkish labels. */
export function choicesOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Choice<T>[] {
  return values.map((value) => ({ value, label: labels[value] }))
}

export const TEMPLATE_CHOICES = choicesOf(EDIT_TEMPLATES, SITE_TEMPLATE_LABELS)
export const STATUS_CHOICES = choicesOf(EDIT_STATUSES, EDIT_STATUS_LABELS)
export const CATEGORY_CHOICES = choicesOf(WEBSITE_CATEGORIES, WEBSITE_CATEGORY_LABELS)
export const FONT_CHOICES = SITE_FONTS.map((font) => ({ value: font, label: font }))
export const HEADER_CHOICES = choicesOf(HEADER_STYLES, HEADER_STYLE_LABELS)
export const FOOTER_CHOICES = choicesOf(FOOTER_STYLES, FOOTER_STYLE_LABELS)
export const PAGE_STATUS_CHOICES = choicesOf(PAGE_STATUSES, PAGE_STATUS_LABELS)

export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
} as const

export const CONTACT_LABELS = { email: 'E-posta', phone: 'Telefon', address: 'Adres' } as const
