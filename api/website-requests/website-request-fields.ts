import { ApiError } from '../lib/http'
import { emailSchema } from '../schemas/common'
import {
  BUSINESS_TYPES,
  SITE_KINDS,
  WEBSITE_PACKAGE_PRIORITY,
  type WebsiteRequestRecord,
} from '../schemas/website-request'
import type { WebsiteRequestInput } from '../schemas/website-request-input'
import { normalizeDomain, normalizePhone, parseKeywords } from '../schemas/input-rules'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../schemas/seo-limits'
import { websiteRequestMessages } from './website-request-messages'

// Both submit shapes (request form and wizard) → the stored fields. Validation the zod schema
// leaves to us: the required name and the SEO lengths, with the catalogue's Turkish messages.

export type RequestFields = Omit<
  WebsiteRequestRecord,
  | 'id'
  | 'requestNumber'
  | 'userId'
  | 'source'
  | 'status'
  | 'userName'
  | 'hostingPasswordEncrypted'
  | 'domainPasswordEncrypted'
  | 'budget'
  | 'timeline'
  | 'notes'
  | 'builderForm'
  | 'adminNotes'
  | 'websiteId'
  | 'requestDate'
  | 'createdAt'
  | 'updatedAt'
>

/** Drops undefined, null and '' values so every store keeps the same JSON. */
function compact<T extends Record<string, unknown>>(value: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as { [K in keyof T]?: NonNullable<T[K]> }
}

/** The same for maps (record values). */
function compactMap<V>(value: Record<string, V | null | undefined>): Record<string, V> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, V>
}

const orNull = (value: string | null | undefined) => (value ? value : null)

function contactEmail(raw: string | null | undefined): string | null {
  if (!raw) return null
  const parsed = emailSchema.safeParse(raw)
  if (!parsed.success) throw new ApiError(400, 'Geçerli bir email adresi girin.')
  return parsed.data
}

function businessTypes(input: WebsiteRequestInput) {
  const given = input.businessType ?? null
  const isSector = (v: string | null): v is (typeof BUSINESS_TYPES)[number] =>
    v !== null && (BUSINESS_TYPES as readonly string[]).includes(v)
  const isKind = (v: string | null) => v !== null && (SITE_KINDS as readonly string[]).includes(v)
  return {
    businessType: input.sector ?? (isSector(given) ? given : null) ?? given,
    siteType: input.siteType ?? (isKind(given) ? given : null),
  }
}

function gallery(input: WebsiteRequestInput): WebsiteRequestRecord['gallery'] {
  const raw = input.gallery
  if (!raw) return {}
  const items = (Array.isArray(raw) ? raw : raw.items).map((item) =>
    typeof item === 'string' ? { name: item } : compact(item),
  )
  return items.length > 0 ? { items } : {}
}

export function requestFields(input: WebsiteRequestInput): {
  fields: RequestFields
  hostingPassword: string | null
  domainPassword: string | null
} {
  const websiteName = (input.websiteName || input.name || '').trim()
  if (!websiteName) throw new ApiError(400, websiteRequestMessages.nameRequired)
  const metaTitle = input.seo?.metaTitle || null
  const metaDescription = input.seo?.metaDescription || input.metaDescription || null
  if ((input.title ?? '').length > SEO_TITLE_MAX || (metaTitle ?? '').length > SEO_TITLE_MAX) {
    throw new ApiError(400, websiteRequestMessages.seoTitleTooLong)
  }
  if ((metaDescription ?? '').length > SEO_DESCRIPTION_MAX) {
    throw new ApiError(400, websiteRequestMessages.metaDescriptionTooLong)
  }
  const wizardContact = input.contact ?? {}
  const email = contactEmail(input.email || wizardContact.email)
  const phone = orNull(normalizePhone(input.phone || wizardContact.phone || ''))
  const address = orNull(input.address || wizardContact.address)
  const selectedPackage = input.selectedPackage ?? 'basic'
  const colors = typeof input.colors === 'string' ? { primary: input.colors } : (input.colors ?? undefined)
  const domainOf = (value: string | null | undefined) => (value ? normalizeDomain(value) || null : null)

  return {
    fields: {
      websiteName,
      companyName: orNull(input.companyName),
      email,
      phone,
      ...businessTypes(input),
      description: orNull(input.description),
      selectedPackage,
      priority: WEBSITE_PACKAGE_PRIORITY[selectedPackage],
      domain: domainOf(input.domain),
      requestedDomain: domainOf(input.requestedDomain),
      seo: compact({
        title: input.title,
        tagline: input.tagline,
        metaTitle,
        metaDescription,
        keywords: parseKeywords(input.keywords, input.seo?.keywords),
      }),
      pages: compact({
        about: input.hasAboutPage,
        contact: input.hasContactPage,
        services: input.hasServicesPage,
        products: input.hasProductsPage,
        blog: input.hasBlogPage,
        gallery: input.hasGalleryPage,
        custom: input.customPages?.filter(Boolean),
      }),
      design: compact({
        colorScheme: input.colorScheme,
        layout: input.layout,
        colors: colors ? compactMap(colors) : undefined,
        slider: input.hasSlider,
        testimonials: input.hasTestimonials,
        team: input.hasTeamSection,
      }),
      features: compact({
        onlineStore: input.needsOnlineStore,
        bookingSystem: input.needsBookingSystem,
        multiLanguage: input.needsMultiLanguage,
        newsletterSignup: input.needsNewsletterSignup,
        liveChat: input.needsLiveChat,
        gallery: input.needsGallery,
      }),
      content: compactMap(input.content ?? {}),
      gallery: gallery(input),
      contact: compactMap({ ...wizardContact, email, phone, address }),
      socialMedia: compactMap(input.socialMedia ?? {}),
      hasHosting: input.hasHosting ?? false,
      hosting: compact({
        provider: input.hostingDetails?.provider,
        username: input.hostingDetails?.username,
      }),
      hasDomain: input.hasDomain ?? false,
      domainDetails: compact({
        registrar: input.domainDetails?.registrar,
        username: input.domainDetails?.username,
        expiryDate: input.domainDetails?.expiryDate,
      }),
      specialRequests: orNull(input.specialRequests),
      inspiration: orNull(input.inspiration),
    },
    hostingPassword: orNull(input.hostingDetails?.password),
    domainPassword: orNull(input.domainDetails?.password),
  }
}
