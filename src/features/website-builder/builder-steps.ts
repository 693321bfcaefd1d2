// The builder's five steps and the fields on each. Labels mark the fields the team needs most as
// required, but nothing here stops the user: Sonraki and sending have no gate (the server alone refuses
// a request without a company name or a contact e-mail, and that refusal opens the field's step).
import type { BuilderForm } from '../../../api/builder/builder-form.shared'
import { builderMessages } from '../../../api/builder/builder-messages.shared'

export type BuilderField = keyof BuilderForm

export const BUILDER_STEPS = [
  {
    title: 'Firma',
    heading: 'Firma bilgileri',
    fields: ['companyName', 'industry', 'description', 'contactEmail', 'contactPhone', 'address', 'website'],
  },
  { title: 'Tasarım', heading: 'Tasarım', fields: ['colorScheme', 'designStyle', 'template', 'logo'] },
  {
    title: 'Sayfalar',
    heading: 'Sayfalar ve içerik',
    fields: ['pages', 'menuStructure', 'contentType', 'languages'],
  },
  { title: 'Özellikler', heading: 'Özellikler', fields: ['features', 'integrations', 'ecommerce', 'blog'] },
  {
    title: 'Bütçe',
    heading: 'Bütçe ve zaman',
    fields: ['selectedPackage', 'budget', 'timeline', 'priority', 'notes'],
  },
] as const satisfies readonly { title: string; heading: string; fields: readonly BuilderField[] }[]

export const BUILDER_STEP_COUNT = BUILDER_STEPS.length

/** Marked required on their labels (not enforced here). */
export const REQUIRED_BUILDER_FIELDS: ReadonlySet<BuilderField> = new Set<BuilderField>([
  'companyName',
  'industry',
  'description',
  'contactEmail',
  'colorScheme',
  'designStyle',
  'pages',
  'features',
])

export const isRequiredField = (field: BuilderField): boolean => REQUIRED_BUILDER_FIELDS.has(field)

/** The step (1-based) a field is on. */
export function stepOfField(field: BuilderField): number {
  return BUILDER_STEPS.findIndex((step) => (step.fields as readonly BuilderField[]).includes(field)) + 1
}

/** The field a refusal of the server is about (its message names it), or null. */
export function refusedField(message: string): BuilderField | null {
  if (message === builderMessages.companyRequired) return 'companyName'
  if (message === builderMessages.contactEmailInvalid) return 'contactEmail'
  return null
}
