// The builder's option lists as the fields show them ({ value, label }, in the lists' order), from the
// one place that names them (api/builder/builder-options.ts, shared with the server and the renderer).
import {
  BUILDER_BUDGETS,
  BUILDER_BUDGET_LABELS,
  BUILDER_COLOR_SCHEMES,
  BUILDER_COLOR_SCHEME_LABELS,
  BUILDER_CONTENT_TYPES,
  BUILDER_CONTENT_TYPE_LABELS,
  BUILDER_DESIGN_STYLES,
  BUILDER_DESIGN_STYLE_LABELS,
  BUILDER_FEATURES,
  BUILDER_FEATURE_LABELS,
  BUILDER_INTEGRATIONS,
  BUILDER_INTEGRATION_LABELS,
  BUILDER_LANGUAGES,
  BUILDER_LANGUAGE_LABELS,
  BUILDER_LOGO_STATUSES,
  BUILDER_LOGO_STATUS_LABELS,
  BUILDER_MENUS,
  BUILDER_MENU_LABELS,
  BUILDER_PAGES,
  BUILDER_PAGE_LABELS,
  BUILDER_PALETTES,
  BUILDER_PRIORITIES,
  BUILDER_PRIORITY_LABELS,
  BUILDER_SECTORS,
  BUILDER_SECTOR_LABELS,
  BUILDER_TIMELINES,
  BUILDER_TIMELINE_LABELS,
  SITE_TEMPLATES,
  SITE_TEMPLATE_LABELS,
} from '../../../api/builder/builder-options.shared'
import type { Choice } from '../../components/step-form/choice'

const choices = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): Choice<T>[] =>
  values.map((value) => ({ value, label: labels[value] }))

export const sectorChoices = choices(BUILDER_SECTORS, BUILDER_SECTOR_LABELS)
export const colorSchemeChoices = BUILDER_COLOR_SCHEMES.map((value) => ({
  value,
  label: BUILDER_COLOR_SCHEME_LABELS[value],
  swatch: [BUILDER_PALETTES[value].primary, BUILDER_PALETTES[value].secondary],
}))
export const designStyleChoices = choices(BUILDER_DESIGN_STYLES, BUILDER_DESIGN_STYLE_LABELS)
export const templateChoices = choices(SITE_TEMPLATES, SITE_TEMPLATE_LABELS)
export const logoChoices = choices(BUILDER_LOGO_STATUSES, BUILDER_LOGO_STATUS_LABELS)
export const pageChoices = choices(BUILDER_PAGES, BUILDER_PAGE_LABELS)
export const menuChoices = choices(BUILDER_MENUS, BUILDER_MENU_LABELS)
export const contentTypeChoices = choices(BUILDER_CONTENT_TYPES, BUILDER_CONTENT_TYPE_LABELS)
export const languageChoices = choices(BUILDER_LANGUAGES, BUILDER_LANGUAGE_LABELS)
export const featureChoices = choices(BUILDER_FEATURES, BUILDER_FEATURE_LABELS)
export const integrationChoices = choices(BUILDER_INTEGRATIONS, BUILDER_INTEGRATION_LABELS)
export const budgetChoices = choices(BUILDER_BUDGETS, BUILDER_BUDGET_LABELS)
export const timelineChoices = choices(BUILDER_TIMELINES, BUILDER_TIMELINE_LABELS)
export const priorityChoices = choices(BUILDER_PRIORITIES, BUILDER_PRIORITY_LABELS)
