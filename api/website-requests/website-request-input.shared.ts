import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import {
  businessTypeInputSchema,
  colorsInputSchema,
  contactInputSchema,
  contentInputSchema,
  domainDetailsInputSchema,
  hostingDetailsInputSchema,
  keywordsInputSchema,
  optText,
  socialMediaInputSchema,
  text,
} from './website-request-body.shared'
import {
  businessTypeSchema,
  colorSchemeSchema,
  galleryItemSchema,
  layoutSchema,
  siteKindSchema,
  websitePackageSchema,
  websiteRequestSchema,
  websiteRequestStatsSchema,
} from './website-request.shared'

// Answers of the website request calls, and the flat body of the documented
// POST /api/submit-website-simple.php: both shapes the original customer side sends, the request form's
// fields (docs/rules/website-requests.md#the-documented-flat-body) and the wizard's (websiteName, colors,
// content, gallery, contact, seo). api/documented-calls/website-request-flat-body.ts turns it into the
// nested body of /api/me/website-requests (website-request-body.ts).

const truthy = new Set(['true', '1', 'on', 'yes'])
const falsy = new Set(['false', '0', 'off', 'no', ''])
/** Booleans; also the strings a form post may carry ('true', 'on', '0' …). */
const flag = z
  .preprocess(
    (v) => (typeof v === 'string' ? (truthy.has(v) ? true : falsy.has(v) ? false : v) : v),
    z.boolean(),
  )
  .nullish()

export const websiteRequestInputSchema = z.object({
  // Request form (/create-website)
  name: optText(160),
  domain: optText(253),
  businessType: businessTypeInputSchema.nullish(),
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
  colors: z.union([text(60), colorsInputSchema]).nullish(),
  content: contentInputSchema.nullish(),
  gallery: z
    .union([
      z.array(z.union([text(500), galleryItemSchema])).max(50),
      z.object({ items: z.array(galleryItemSchema).max(50) }),
    ])
    .nullish(),
  contact: contactInputSchema.nullish(),
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
/** A rejection's reason: checked by the status service (422, rejection-reason.shared.ts), not here. */
const reasonField = z.string().nullable().optional()
export const statusChangeBodySchema = z.object({
  status: statusField,
  /** Optional compare-and-set: the status the admin saw; a different current status is a 409. */
  expectedStatus: statusField.optional(),
  /** Required with status 'rejected': why, in words the customer reads. */
  reason: reasonField,
})
/** POST /api/update-request-status.php; `requests` (the old local list) is ignored. */
export const legacyStatusChangeBodySchema = z.object({
  requestId: idSchema,
  status: statusField,
  requests: z.unknown().optional(),
  /** Required with status 'rejected', as on the REST route. */
  reason: reasonField,
})
export const statusChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ request: websiteRequestSchema }),
})
