import { z } from 'zod'
import { idSchema } from './common'
import {
  businessTypeSchema,
  colorSchemeSchema,
  galleryItemSchema,
  layoutSchema,
  siteKindSchema,
  websitePackageSchema,
  websiteRequestSchema,
  websiteRequestStatsSchema,
} from './website-request'
import { MAX_KEYWORDS, MAX_KEYWORD_LENGTH } from './seo-limits'

// Bodies and answers of the website request calls. The submit body takes both shapes the customer
// side sends: the request form's fields (docs/rules/website-requests.md#request-form-fields) and the wizard's
// (websiteName, colors, content, gallery, contact, seo). Required fields and the SEO lengths are
// checked by the service so the catalogue's Turkish messages come back.

const text = (max: number) => z.string().trim().max(max)
const optText = (max: number) => text(max).nullish()
const truthy = new Set(['true', '1', 'on', 'yes'])
const falsy = new Set(['false', '0', 'off', 'no', ''])
/** Booleans; also the strings a form post may carry ('true', 'on', '0' …). */
const flag = z
  .preprocess(
    (v) => (typeof v === 'string' ? (truthy.has(v) ? true : falsy.has(v) ? false : v) : v),
    z.boolean(),
  )
  .nullish()
/** Comma-separated text or a list. */
export const keywordsInputSchema = z
  .union([text(1000), z.array(text(MAX_KEYWORD_LENGTH)).max(MAX_KEYWORDS)])
  .nullish()
const businessTypeInput = z.union([businessTypeSchema, siteKindSchema])

export const socialMediaInputSchema = z.object({
  facebook: optText(300),
  instagram: optText(300),
  twitter: optText(300),
  linkedin: optText(300),
  youtube: optText(300),
  whatsapp: optText(300),
})
export const hostingDetailsInputSchema = z.object({
  provider: optText(120),
  username: optText(120),
  password: z.string().max(200).nullish(),
})
export const domainDetailsInputSchema = hostingDetailsInputSchema.omit({ provider: true }).extend({
  registrar: optText(120),
  expiryDate: optText(40),
})

export const websiteRequestInputSchema = z.object({
  // Request form (/create-website)
  name: optText(160),
  domain: optText(253),
  businessType: businessTypeInput.nullish(),
  /** The wizard's kind of site when the sector is sent in businessType (or `sector`). */
  siteType: siteKindSchema.nullish(),
  sector: businessTypeSchema.nullish(),
  description: optText(5000),
  title: optText(1000),
  tagline: optText(300),
  metaDescription: optText(2000),
  keywords: keywordsInputSchema,
  hasAboutPage: flag,
  hasContactPage: flag,
  hasServicesPage: flag,
  hasProductsPage: flag,
  hasBlogPage: flag,
  hasGalleryPage: flag,
  customPages: z.array(text(120)).max(30).nullish(),
  phone: optText(40),
  email: optText(254),
  address: optText(500),
  socialMedia: socialMediaInputSchema.nullish(),
  colorScheme: colorSchemeSchema.nullish(),
  layout: layoutSchema.nullish(),
  hasSlider: flag,
  hasTestimonials: flag,
  hasTeamSection: flag,
  needsOnlineStore: flag,
  needsBookingSystem: flag,
  needsMultiLanguage: flag,
  needsNewsletterSignup: flag,
  needsLiveChat: flag,
  hasHosting: flag,
  hostingDetails: hostingDetailsInputSchema.nullish(),
  hasDomain: flag,
  domainDetails: domainDetailsInputSchema.nullish(),
  requestedDomain: optText(253),
  specialRequests: optText(5000),
  inspiration: optText(2000),
  needsGallery: flag,
  companyName: optText(160),
  selectedPackage: websitePackageSchema.nullish(),
  // Wizard
  websiteName: optText(160),
  colors: z
    .union([text(60), z.record(text(40), text(60)).refine((r) => Object.keys(r).length <= 20)])
    .nullish(),
  content: z
    .record(text(60), z.union([text(5000), z.boolean(), z.number(), z.array(text(500)).max(50)]).nullable())
    .refine((r) => Object.keys(r).length <= 40)
    .nullish(),
  gallery: z
    .union([
      z.array(z.union([text(500), galleryItemSchema])).max(50),
      z.object({ items: z.array(galleryItemSchema).max(50) }),
    ])
    .nullish(),
  contact: z
    .record(text(40), text(1000).nullable())
    .refine((r) => Object.keys(r).length <= 30)
    .nullish(),
  seo: z
    .object({ metaTitle: optText(1000), metaDescription: optText(2000), keywords: keywordsInputSchema })
    .nullish(),
  // Sent by the customer side, ignored: the request belongs to the signed-in user and starts pending.
  user_id: z.unknown().optional(),
  userId: z.unknown().optional(),
  userEmail: z.unknown().optional(),
  userName: z.unknown().optional(),
  requestDate: z.unknown().optional(),
  status: z.unknown().optional(),
})
export type WebsiteRequestInput = z.infer<typeof websiteRequestInputSchema>

export const submitWebsiteResponseSchema = z.object({
  success: z.literal(true),
  request_id: idSchema,
  request_number: z.string(),
  message: z.string(),
  data: z.object({ request: websiteRequestSchema }),
})

export const websiteRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ request: websiteRequestSchema }),
})
export const websiteRequestStatsResponseSchema = z.object({
  success: z.literal(true),
  data: websiteRequestStatsSchema,
})

/** The status is checked by the service: an illegal one fails: docs/rules/website-requests.md#status-changes. */
const statusField = z.string().trim().max(40)
export const statusChangeBodySchema = z.object({
  status: statusField,
  /** Optional compare-and-set: the status the admin saw; a different current status is a 409. */
  expectedStatus: statusField.optional(),
})
/** POST /api/update-request-status.php; `requests` (the old local list) is ignored. */
export const legacyStatusChangeBodySchema = z.object({
  requestId: idSchema,
  status: statusField,
  requests: z.unknown().optional(),
})
export const statusChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ request: websiteRequestSchema }),
})
