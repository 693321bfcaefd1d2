import { ApiError } from '../lib/http'
import { emailSchema } from '../lib/common.shared'
import { normalizePhone } from '../lib/input-rules.shared'
import type { WebsiteRequestRecord } from '../website-requests/website-request.shared'
import type { RequestFields } from '../website-requests/website-request-fields'
import type { BuilderForm } from './builder-form.shared'
import {
  BUILDER_BUDGET_LABELS,
  BUILDER_PAGE_LABELS,
  BUILDER_PALETTES,
  BUILDER_TIMELINE_LABELS,
  type BUILDER_PAGES,
} from './builder-options.shared'
import { builderMessages } from './builder-messages.shared'

// A builder form → the stored website request's columns, so the request desk lists and shows a builder
// request beside the wizard's (company, e-mail, phone, sector, budget, timeline, pages, features). The
// whole form is kept as well (builderForm). docs/rules/website-builder.md#what-the-desk-sees

type BuilderPage = (typeof BUILDER_PAGES)[number]
/** The builder pages the request record has a flag for; the others are listed as custom pages. */
const FLAGGED_PAGES = ['about', 'contact', 'services', 'products', 'blog', 'gallery'] as const

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
const onlyTrue = (flags: Record<string, boolean>) =>
  Object.fromEntries(Object.entries(flags).filter(([, on]) => on)) as Record<string, true>

/** The two fields the server requires: a company name and a contact e-mail it can write to. */
function requiredFields(form: BuilderForm): { companyName: string; email: string } {
  const companyName = form.companyName.trim()
  if (!companyName) throw new ApiError(400, builderMessages.companyRequired)
  const email = emailSchema.safeParse(form.contactEmail)
  if (!email.success) throw new ApiError(400, builderMessages.contactEmailInvalid)
  return { companyName, email: email.data }
}

export type BuilderRequestFields = RequestFields & Pick<WebsiteRequestRecord, 'builderForm'>

export function builderRequestFields(form: BuilderForm): BuilderRequestFields {
  const { companyName, email } = requiredFields(form)
  const phone = orNull(normalizePhone(form.contactPhone))
  const address = orNull(form.address)
  const website = orNull(form.website)
  const has = (page: BuilderPage) => form.pages.includes(page)
  const customPages = form.pages
    .filter((page) => page !== 'home' && !(FLAGGED_PAGES as readonly string[]).includes(page))
    .map((page) => BUILDER_PAGE_LABELS[page])
  const palette = form.colorScheme ? BUILDER_PALETTES[form.colorScheme] : null

  return {
    websiteName: companyName,
    companyName,
    email,
    phone,
    businessType: form.industry || null,
    siteType: null,
    description: orNull(form.description),
    selectedPackage: null,
    priority: 'medium',
    domain: null,
    requestedDomain: null,
    budget: form.budget ? BUILDER_BUDGET_LABELS[form.budget] : null,
    timeline: form.timeline ? BUILDER_TIMELINE_LABELS[form.timeline] : null,
    seo: {},
    pages: {
      ...onlyTrue(Object.fromEntries(FLAGGED_PAGES.map((page) => [page, has(page)]))),
      ...(customPages.length > 0 ? { custom: customPages } : {}),
    },
    design: {
      ...(form.colorScheme ? { colorScheme: form.colorScheme } : {}),
      ...(palette ? { colors: { primary: palette.primary, secondary: palette.secondary } } : {}),
    },
    features: onlyTrue({
      onlineStore: form.ecommerce,
      bookingSystem: form.features.includes('booking'),
      multiLanguage: form.languages.length > 1,
      newsletterSignup: form.features.includes('newsletter'),
      liveChat: form.features.includes('live-chat'),
      gallery: has('gallery'),
    }),
    content: {},
    gallery: {},
    contact: Object.fromEntries(
      Object.entries({ email, phone, address, website }).filter(
        (entry): entry is [string, string] => entry[1] !== null,
      ),
    ),
    socialMedia: {},
    hasHosting: false,
    hosting: {},
    hasDomain: false,
    domainDetails: {},
    specialRequests: orNull(form.notes),
    inspiration: null,
    builderForm: form,
  }
}
