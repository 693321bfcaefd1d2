// docs/rules/website-requests.md#wizard-steps: step 1 is left only with a name, a kind of
// site and a description; sending needs a name and a kind of site.
import { websiteRequestMessages } from '../../../api/website-requests/website-request-messages.shared'
import type { WizardForm } from './wizard-form'

export const WIZARD_STEPS = [
  { title: 'Temel', heading: 'Temel bilgiler' },
  { title: 'Tasarım', heading: 'Tasarım ve renkler' },
  { title: 'İçerik', heading: 'Sayfalar ve içerik' },
  { title: 'Galeri', heading: 'Galeri ve görseller' },
  { title: 'İletişim', heading: 'İletişim, alan adı ve barındırma' },
  { title: 'SEO', heading: 'Arama motorları (SEO)' },
] as const

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length

export const wizardText = {
  nameRequired: websiteRequestMessages.nameRequired,
  siteTypeRequired: 'Lütfen website türünü seçin',
  descriptionRequired: 'Lütfen kısa bir açıklama yazın',
  basicsHint: 'Devam etmek için website adını, türünü ve açıklamasını doldurun.',
  /** The server's words for the same refusal. */
  emailInvalid: websiteRequestMessages.emailInvalid,
} as const

export type BasicField = 'name' | 'siteType' | 'description'
export type CheckedField = BasicField | 'email'
export type FieldErrors = Partial<Record<CheckedField, string>>

/** The step each checked field is on (a refusal at sending opens that step). */
export const FIELD_STEP: Readonly<Record<CheckedField, number>> = {
  name: 1,
  siteType: 1,
  description: 1,
  email: 5,
}

/** The server accepts an address only in this shape; empty is fine (the field is optional). */
export function isAcceptableEmail(value: string): boolean {
  const email = value.trim()
  return email === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)
}

const filled = (value: string) => value.trim() !== ''

/** The step-1 fields still empty, in screen order. */
export function missingBasics(form: Pick<WizardForm, BasicField>): BasicField[] {
  const missing: BasicField[] = []
  if (!filled(form.name)) missing.push('name')
  if (!form.siteType) missing.push('siteType')
  if (!filled(form.description)) missing.push('description')
  return missing
}

/** Whether Sonraki is enabled on `step`. */
export function canAdvance(step: number, form: Pick<WizardForm, BasicField>): boolean {
  return step !== 1 || missingBasics(form).length === 0
}

/** What Sonraki refuses on `step` beyond step 1's gate (shown, with the focus on the field). */
export function stepErrors(step: number, form: Pick<WizardForm, 'email'>): FieldErrors {
  return step === FIELD_STEP.email && !isAcceptableEmail(form.email) ? { email: wizardText.emailInvalid } : {}
}

/** What stops the request from being sent (empty when it may go), in screen order. */
export function submitErrors(form: Pick<WizardForm, 'name' | 'siteType' | 'email'>): FieldErrors {
  const errors: FieldErrors = {}
  if (!filled(form.name)) errors.name = wizardText.nameRequired
  if (!form.siteType) errors.siteType = wizardText.siteTypeRequired
  if (!isAcceptableEmail(form.email)) errors.email = wizardText.emailInvalid
  return errors
}

/** The step to open for a set of errors: the one of the first field in screen order. */
export function firstErrorStep(errors: FieldErrors): number | null {
  const steps = (Object.keys(errors) as CheckedField[]).map((field) => FIELD_STEP[field])
  return steps.length ? Math.min(...steps) : null
}
