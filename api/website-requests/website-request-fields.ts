import { ApiError } from '../lib/http'
import { emailSchema } from '../lib/common.shared'
import type { WebsiteRequestRecord } from './website-request.shared'
import type { WebsiteRequestFieldsBody } from './website-request-body.shared'
import { normalizeDomain, normalizePhone, parseKeywords } from '../lib/input-rules.shared'
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo-limits.shared'
import { websiteRequestMessages } from './website-request-messages.shared'

// The nested body (api/website-requests/website-request-body.shared.ts) → the stored fields: trimmed, normalised
// (docs/input-rules.md), empty values left out. Validation the zod schema leaves to us: the required
// name and the SEO lengths, with the catalogue's Turkish messages.

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

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null)

function contactEmail(raw: string | null | undefined): string | null {
  if (!raw) return null
  const parsed = emailSchema.safeParse(raw)
  if (!parsed.success) throw new ApiError(400, websiteRequestMessages.emailInvalid)
  return parsed.data
}

function checkRequired(body: WebsiteRequestFieldsBody): string {
  const websiteName = (body.websiteName ?? '').trim()
  if (!websiteName) throw new ApiError(400, websiteRequestMessages.nameRequired)
  const seo = body.seo ?? {}
  if ((seo.title ?? '').length > SEO_TITLE_MAX || (seo.metaTitle ?? '').length > SEO_TITLE_MAX) {
    throw new ApiError(400, websiteRequestMessages.seoTitleTooLong)
  }
  if ((seo.metaDescription ?? '').length > SEO_DESCRIPTION_MAX) {
    throw new ApiError(400, websiteRequestMessages.metaDescriptionTooLong)
  }
  return websiteName
}

export function requestFields(body: WebsiteRequestFieldsBody): {
  fields: RequestFields
  hostingPassword: string | null
  domainPassword: string | null
} {
  const websiteName = checkRequired(body)
  const { seo = {}, pages = {}, design = {}, features = {} } = body
  const given = body.contact ?? {}
  const email = contactEmail(body.email || given.email)
  const phone = orNull(normalizePhone(body.phone || given.phone || ''))
  const address = orNull(given.address)
  const domainOf = (value: string | null | undefined) => (value ? normalizeDomain(value) || null : null)
  const galleryItems = (body.gallery?.items ?? []).map((item) => compact(item))

  return {
    fields: {
      websiteName,
      companyName: orNull(body.companyName),
      email,
      phone,
      businessType: body.businessType ?? null,
      siteType: body.siteType ?? null,
      description: orNull(body.description),
      // The package is the catalogue's: the service sets it and its priority (request-package.ts).
      selectedPackage: null,
      priority: 'normal',
      domain: domainOf(body.domain),
      requestedDomain: domainOf(body.requestedDomain),
      budget: orNull(body.budget),
      timeline: orNull(body.timeline),
      seo: compact({
        title: seo?.title,
        tagline: seo?.tagline,
        metaTitle: seo?.metaTitle || null,
        metaDescription: seo?.metaDescription || null,
        keywords: parseKeywords(seo?.keywords),
      }),
      pages: compact({
        about: pages?.about,
        contact: pages?.contact,
        services: pages?.services,
        products: pages?.products,
        blog: pages?.blog,
        gallery: pages?.gallery,
        custom: pages?.custom?.filter(Boolean),
      }),
      design: compact({
        colorScheme: design?.colorScheme,
        layout: design?.layout,
        colors: design?.colors ? compactMap(design.colors) : undefined,
        slider: design?.slider,
        testimonials: design?.testimonials,
        team: design?.team,
      }),
      features: compact({
        onlineStore: features?.onlineStore,
        bookingSystem: features?.bookingSystem,
        multiLanguage: features?.multiLanguage,
        newsletterSignup: features?.newsletterSignup,
        liveChat: features?.liveChat,
        gallery: features?.gallery,
      }),
      content: compactMap(body.content ?? {}),
      gallery: galleryItems.length > 0 ? { items: galleryItems } : {},
      contact: compactMap({ ...given, email, phone, address }),
      socialMedia: compactMap(body.socialMedia ?? {}),
      hasHosting: body.hasHosting ?? false,
      hosting: compact({ provider: body.hosting?.provider, username: body.hosting?.username }),
      hasDomain: body.hasDomain ?? false,
      domainDetails: compact({
        registrar: body.domainDetails?.registrar,
        username: body.domainDetails?.username,
        expiryDate: body.domainDetails?.expiryDate,
      }),
      specialRequests: orNull(body.specialRequests),
      inspiration: orNull(body.inspiration),
    },
    hostingPassword: body.hosting?.password || null,
    domainPassword: body.domainDetails?.password || null,
  }
}
