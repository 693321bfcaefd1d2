import { z } from 'zod'
import { builderFormSchema } from '../builder/builder-form.shared'
import { idSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import { websiteRequestStatusSchema } from './website-request-status.shared'

// A website request: what a customer asks the team to build (the /create-website form and wizard,
// the builder, the dashboard prompt), and what the admin request desk works on.

/** The sector list of the request form (docs/rules/website-requests.md#sectors-and-kinds-of-site). */
export const BUSINESS_TYPES = [
  'insaat',
  'saglik',
  'egitim',
  'gida',
  'ticaret',
  'hizmet',
  'teknoloji',
  'turizm',
  'otomotiv',
  'guzellik',
  'hukuk',
  'sanat',
  'diger',
] as const
/** The wizard's kind of site. */
export const SITE_KINDS = [
  'kurumsal',
  'eticaret',
  'blog',
  'portfolio',
  'restoran',
  'saglik',
  'egitim',
  'hizmet',
  'diger',
] as const
export const businessTypeSchema = z.enum(BUSINESS_TYPES)
export const siteKindSchema = z.enum(SITE_KINDS)
export const colorSchemeSchema = z.enum(['modern', 'classic', 'warm', 'nature', 'elegant', 'custom'])
export const layoutSchema = z.enum(['standard', 'sidebar', 'minimal', 'magazine', 'landing'])

/**
 * The package a request asks for, as a body sends it: a catalogue package's code ('scale'), or one of the
 * older keys basic / professional / premium (docs/rules/website-requests.md#packages-and-revenue).
 */
export const websitePackageSchema = z.string().trim().max(60)
export const requestPrioritySchema = z.enum(['low', 'normal', 'medium', 'high'])
export type RequestPriority = z.infer<typeof requestPrioritySchema>

export const websiteRequestSourceSchema = z.enum(['form', 'wizard', 'builder', 'prompt', 'admin'])

const opt = z.string().optional()
const optFlag = z.boolean().optional()
export const requestSeoSchema = z.object({
  title: opt,
  tagline: opt,
  metaTitle: opt,
  metaDescription: opt,
  keywords: z.array(z.string()).optional(),
})
export const requestPagesSchema = z.object({
  about: optFlag,
  contact: optFlag,
  services: optFlag,
  products: optFlag,
  blog: optFlag,
  gallery: optFlag,
  custom: z.array(z.string()).optional(),
})
export const requestDesignSchema = z.object({
  colorScheme: opt,
  layout: opt,
  colors: z.record(z.string(), z.string()).optional(),
  slider: optFlag,
  testimonials: optFlag,
  team: optFlag,
})
export const requestFeaturesSchema = z.object({
  onlineStore: optFlag,
  bookingSystem: optFlag,
  multiLanguage: optFlag,
  newsletterSignup: optFlag,
  liveChat: optFlag,
  gallery: optFlag,
})
export const galleryItemSchema = z.object({
  uploadId: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional(),
  caption: z.string().optional(),
})
export const requestGallerySchema = z.object({ items: z.array(galleryItemSchema).optional() })
const textMap = z.record(z.string(), z.string())
const contentValue = z.union([z.string(), z.boolean(), z.number(), z.array(z.string())])
export const requestContentSchema = z.record(z.string(), contentValue)

export const hostingDetailsRecordSchema = z.object({ provider: opt, username: opt })
export const domainDetailsRecordSchema = z.object({ registrar: opt, username: opt, expiryDate: opt })

const nullableText = z.string().nullable()

// The stored row as every repository keeps it. Panel passwords are AES-256-GCM ciphertexts.
export const websiteRequestRecordSchema = z.object({
  id: idSchema,
  requestNumber: z.string(),
  userId: idSchema.nullable(),
  source: websiteRequestSourceSchema,
  status: websiteRequestStatusSchema,
  websiteName: z.string(),
  companyName: nullableText,
  userName: nullableText,
  email: nullableText,
  phone: nullableText,
  businessType: nullableText,
  siteType: nullableText,
  description: nullableText,
  /** The catalogue package's code the customer chose; null when they chose none. */
  selectedPackage: z.string().nullable(),
  domain: nullableText,
  requestedDomain: nullableText,
  budget: nullableText,
  timeline: nullableText,
  priority: requestPrioritySchema.nullable(),
  seo: requestSeoSchema,
  pages: requestPagesSchema,
  design: requestDesignSchema,
  features: requestFeaturesSchema,
  content: requestContentSchema,
  gallery: requestGallerySchema,
  contact: textMap,
  socialMedia: textMap,
  /** The builder's whole form as submitted (source 'builder'); null for every other source. */
  builderForm: builderFormSchema.nullable(),
  hasHosting: z.boolean(),
  hosting: hostingDetailsRecordSchema,
  hostingPasswordEncrypted: nullableText,
  hasDomain: z.boolean(),
  domainDetails: domainDetailsRecordSchema,
  domainPasswordEncrypted: nullableText,
  specialRequests: nullableText,
  inspiration: nullableText,
  notes: nullableText,
  adminNotes: nullableText,
  /**
   * Why the team rejected it, told to the customer (docs/rules/website-requests.md#rejecting-a-request);
   * set with every rejection, cleared when the request goes back to pending. Absent (null in SQL) before.
   */
  rejectionReason: z.string().nullable().optional(),
  websiteId: idSchema.nullable(),
  requestDate: timestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type WebsiteRequestRecord = z.infer<typeof websiteRequestRecordSchema>

// The wire shape. Customers see whether a panel password was given (passwordSet), never the
// password; admins get it decrypted in `password`. adminNotes only go to admins.
export const websiteRequestSchema = websiteRequestRecordSchema
  .omit({ hostingPasswordEncrypted: true, domainPasswordEncrypted: true, adminNotes: true })
  .extend({
    hosting: hostingDetailsRecordSchema.extend({ passwordSet: z.boolean(), password: opt }),
    domainDetails: domainDetailsRecordSchema.extend({ passwordSet: z.boolean(), password: opt }),
    adminNotes: nullableText.optional(),
    // null for every source but the builder (and absent from an answer made before the builder existed).
    builderForm: builderFormSchema.nullable().default(null),
    /** The chosen package's name and monthly price in TRY, from the catalogue (null without one). */
    packageName: z.string().nullable().default(null),
    packagePrice: z.number().int().nullable(),
  })
export type WebsiteRequest = z.infer<typeof websiteRequestSchema>

export const websiteRequestStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  rejected: z.number().int(),
  /** Integer TRY: sum of the package prices of the completed requests. */
  totalRevenue: z.number().int(),
})
export type WebsiteRequestStats = z.infer<typeof websiteRequestStatsSchema>

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

export const meWebsiteRequestListQuerySchema = listQuerySchema([
  'createdAt',
  'requestDate',
  'updatedAt',
  'websiteName',
  'status',
]).extend({
  status: websiteRequestStatusSchema.optional(),
  /** Where the requests came from (?source=builder: the builder's requests). */
  source: websiteRequestSourceSchema.optional(),
})

export const meWebsiteRequestListResponseSchema = listPageSchema(websiteRequestSchema)

/**
 * q searches website name, email and company (Turkish case-insensitive); `unpublished=true` keeps the
 * requests whose live site has saved changes it does not show yet.
 */
export const adminWebsiteRequestListQuerySchema = meWebsiteRequestListQuerySchema.extend({
  unpublished: z.enum(['true', 'false']).optional(),
})

export const adminWebsiteRequestListResponseSchema = listPageSchema(websiteRequestSchema)
