import { z } from 'zod'
import {
  BUILDER_BUDGETS,
  BUILDER_COLOR_SCHEMES,
  BUILDER_CONTENT_TYPES,
  BUILDER_DESIGN_STYLES,
  BUILDER_FEATURES,
  BUILDER_INTEGRATIONS,
  BUILDER_LANGUAGES,
  BUILDER_LOGO_STATUSES,
  BUILDER_MENUS,
  BUILDER_PAGES,
  BUILDER_PRIORITIES,
  BUILDER_SECTORS,
  BUILDER_TIMELINES,
  SITE_TEMPLATES,
} from './builder-options.shared'

// The builder's formData: one schema for the draft on the device, the draft kept on the server, the
// submitted request and the live preview. Every field has a default, so a partial draft parses; a
// choice not made yet is ''. Lengths are limits, not requirements: the builder has no step gate, and
// the server asks only for the company name and a contact e-mail (builder-messages.ts).

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('')
const text = (max: number) => z.string().max(max).default('')
/** A set of choices: unknown values are an error, repeats are dropped, the order given is kept. */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length * 2)
    .default([])
    .transform((list) => [...new Set(list)])

export const BUILDER_TEXT_LIMITS = {
  companyName: 120,
  description: 2000,
  contactEmail: 254,
  contactPhone: 40,
  address: 300,
  website: 300,
  notes: 2000,
  /** The catalogue package's code (docs/rules/website-requests.md#packages-and-revenue); '' none. */
  selectedPackage: 60,
} as const

export const builderFormSchema = z.object({
  companyName: text(BUILDER_TEXT_LIMITS.companyName),
  industry: choice(BUILDER_SECTORS),
  description: text(BUILDER_TEXT_LIMITS.description),
  contactEmail: text(BUILDER_TEXT_LIMITS.contactEmail),
  contactPhone: text(BUILDER_TEXT_LIMITS.contactPhone),
  address: text(BUILDER_TEXT_LIMITS.address),
  website: text(BUILDER_TEXT_LIMITS.website),
  colorScheme: choice(BUILDER_COLOR_SCHEMES),
  designStyle: choice(BUILDER_DESIGN_STYLES),
  template: choice(SITE_TEMPLATES),
  logo: choice(BUILDER_LOGO_STATUSES),
  pages: choices(BUILDER_PAGES),
  menuStructure: choice(BUILDER_MENUS),
  contentType: choices(BUILDER_CONTENT_TYPES),
  languages: choices(BUILDER_LANGUAGES).transform((list) => (list.length > 0 ? list : ['tr' as const])),
  features: choices(BUILDER_FEATURES),
  integrations: choices(BUILDER_INTEGRATIONS),
  ecommerce: z.boolean().default(false),
  blog: z.boolean().default(false),
  budget: choice(BUILDER_BUDGETS),
  timeline: choice(BUILDER_TIMELINES),
  priority: choice(BUILDER_PRIORITIES),
  notes: text(BUILDER_TEXT_LIMITS.notes),
  selectedPackage: text(BUILDER_TEXT_LIMITS.selectedPackage),
})
export type BuilderForm = z.output<typeof builderFormSchema>
export type BuilderFormInput = z.input<typeof builderFormSchema>

/** A new builder form: nothing chosen, Turkish as the site's language. */
export function emptyBuilderForm(): BuilderForm {
  return builderFormSchema.parse({})
}
