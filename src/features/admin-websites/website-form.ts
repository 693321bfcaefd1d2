// The add and edit dialogs' form: its values, what it sends, and where a refusal is shown. Required
// fields and the domain's shape are checked here only for a quick answer, with the server's words and
// the one domain rule (api/lib/input-rules.shared.ts); the server checks them again.
import { websiteMessages, type AdminWebsiteInput, type Website } from '../../../api/websites/website.shared'
import { isValidDomain, normalizeDomain } from '../../../api/lib/input-rules.shared'
import { websiteEditMessages } from '../../../api/websites/website-edit.shared'

export interface WebsiteFormValues {
  name: string
  domain: string
  ownerEmail: string
  template: Website['template']
  status: Website['status']
  description: string
  /** The owner's "Yayınla" asks the team first (docs/rules/publishing.md#publishing-by-approval). */
  publishNeedsApproval: boolean
}

export type WebsiteFormField = keyof WebsiteFormValues
export type WebsiteFormErrors = Partial<Record<WebsiteFormField, string>>

export const WEBSITE_FORM_MESSAGES = {
  required: websiteMessages.required,
  domainTaken: websiteMessages.domainTaken,
  invalidDomain: websiteEditMessages.invalidDomain,
  invalidOwnerEmail: websiteMessages.invalidOwnerEmail,
} as const

export const emptyWebsiteForm = (): WebsiteFormValues => ({
  name: '',
  domain: '',
  ownerEmail: '',
  template: 'business',
  status: 'active',
  description: '',
  publishNeedsApproval: false,
})

export const websiteFormOf = (website: Website): WebsiteFormValues => ({
  name: website.name,
  domain: website.domain,
  ownerEmail: website.ownerEmail,
  template: website.template,
  status: website.status,
  description: website.description,
  publishNeedsApproval: website.publishNeedsApproval ?? false,
})

export const websiteInputOf = (values: WebsiteFormValues): AdminWebsiteInput => ({
  name: values.name.trim(),
  domain: values.domain.trim(),
  ownerEmail: values.ownerEmail.trim(),
  template: values.template,
  status: values.status,
  description: values.description.trim(),
  publishNeedsApproval: values.publishNeedsApproval,
})

const REQUIRED_FIELDS = ['name', 'domain', 'ownerEmail'] as const

/** The required fields left empty, each with the server's message. */
export function missingFields(values: WebsiteFormValues): WebsiteFormErrors {
  const errors: WebsiteFormErrors = {}
  for (const field of REQUIRED_FIELDS)
    if (!values[field].trim()) errors[field] = WEBSITE_FORM_MESSAGES.required
  return errors
}

/** What the form can tell before sending: empty required fields, a domain that cannot be one. */
export function checkWebsiteForm(values: WebsiteFormValues): WebsiteFormErrors {
  const errors = missingFields(values)
  if (!errors.domain && !isValidDomain(normalizeDomain(values.domain))) {
    errors.domain = WEBSITE_FORM_MESSAGES.invalidDomain
  }
  return errors
}

/** The stored form of the typed domain when it differs from what was typed ('Çiçek.com' → 'xn--…'). */
export function storedDomainHint(typed: string): string | null {
  const stored = normalizeDomain(typed)
  return stored && stored !== typed.trim() && isValidDomain(stored) ? `Kaydedilecek hali: ${stored}` : null
}

/** Where the server's refusal belongs: at a field, or (null) for the whole form. */
export function refusalErrors(message: string, values: WebsiteFormValues): WebsiteFormErrors | null {
  switch (message) {
    case WEBSITE_FORM_MESSAGES.required:
      return missingFields(values)
    case WEBSITE_FORM_MESSAGES.domainTaken:
    case WEBSITE_FORM_MESSAGES.invalidDomain:
      return { domain: message }
    case WEBSITE_FORM_MESSAGES.invalidOwnerEmail:
      return { ownerEmail: message }
    default:
      return null
  }
}
