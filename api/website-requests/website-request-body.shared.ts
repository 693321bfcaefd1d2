import { z } from 'zod'
import { builderFormSchema } from '../builder/builder-form.shared'
import { MAX_KEYWORDS, MAX_KEYWORD_LENGTH } from './seo-limits.shared'
import {
  businessTypeSchema,
  colorSchemeSchema,
  galleryItemSchema,
  layoutSchema,
  siteKindSchema,
  websitePackageSchema,
} from './website-request.shared'

// The body of POST /api/me/website-requests: the stored record's own groups (seo, pages, design,
// features, content, gallery, contact, hosting, domainDetails …), so what is sent is what is kept.
// A builder request sends the builder's whole form instead; the record's columns are made from it.
// The documented PHP-era bodies are translated into this one (api/documented-calls/). Required
// fields and the SEO lengths are checked by the service, so the catalogue's Turkish messages come back.

/** A trimmed text of at most `max` characters (also the documented flat body's, website-request-input). */
export const text = (max: number) => z.string().trim().max(max)
export const optText = (max: number) => text(max).nullish()
const flag = z.boolean().nullish()

/** Comma-separated text or a list. */
export const keywordsInputSchema = z
  .union([text(1000), z.array(text(MAX_KEYWORD_LENGTH)).max(MAX_KEYWORDS)])
  .nullish()
/** A sector or a kind of site (the request form sends either in businessType). */
export const businessTypeInputSchema = z.union([businessTypeSchema, siteKindSchema])

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
export const colorsInputSchema = z.record(text(40), text(60)).refine((r) => Object.keys(r).length <= 20)
export const contentInputSchema = z
  .record(text(60), z.union([text(5000), z.boolean(), z.number(), z.array(text(500)).max(50)]).nullable())
  .refine((r) => Object.keys(r).length <= 40)
export const contactInputSchema = z
  .record(text(40), text(1000).nullable())
  .refine((r) => Object.keys(r).length <= 30)

/** A request made of fields: the request form, the wizard, the dashboard's "Yeni Website" (prompt). */
export const websiteRequestFieldsBodySchema = z.object({
  /** Where it was filled in; 'wizard' when not said. */
  source: z.enum(['form', 'wizard', 'prompt']).optional(),
  websiteName: optText(160),
  companyName: optText(160),
  /** The contact e-mail and phone; contact.email / contact.phone are read when these are empty. */
  email: optText(254),
  phone: optText(40),
  businessType: businessTypeInputSchema.nullish(),
  siteType: siteKindSchema.nullish(),
  description: optText(5000),
  selectedPackage: websitePackageSchema.nullish(),
  domain: optText(253),
  requestedDomain: optText(253),
  budget: optText(60),
  timeline: optText(60),
  seo: z
    .object({
      title: optText(1000),
      tagline: optText(300),
      metaTitle: optText(1000),
      metaDescription: optText(2000),
      keywords: keywordsInputSchema,
    })
    .nullish(),
  pages: z
    .object({
      about: flag,
      contact: flag,
      services: flag,
      products: flag,
      blog: flag,
      gallery: flag,
      custom: z.array(text(120)).max(30).nullish(),
    })
    .nullish(),
  design: z
    .object({
      colorScheme: colorSchemeSchema.nullish(),
      layout: layoutSchema.nullish(),
      colors: colorsInputSchema.nullish(),
      slider: flag,
      testimonials: flag,
      team: flag,
    })
    .nullish(),
  features: z
    .object({
      onlineStore: flag,
      bookingSystem: flag,
      multiLanguage: flag,
      newsletterSignup: flag,
      liveChat: flag,
      gallery: flag,
    })
    .nullish(),
  content: contentInputSchema.nullish(),
  gallery: z.object({ items: z.array(galleryItemSchema).max(50) }).nullish(),
  /** Contact details beyond e-mail and phone: address, working hours, WhatsApp … */
  contact: contactInputSchema.nullish(),
  socialMedia: socialMediaInputSchema.nullish(),
  hasHosting: flag,
  /** The panel password is stored encrypted and never shown to the customer again. */
  hosting: hostingDetailsInputSchema.nullish(),
  hasDomain: flag,
  domainDetails: domainDetailsInputSchema.nullish(),
  specialRequests: optText(5000),
  inspiration: optText(2000),
})
export type WebsiteRequestFieldsBody = z.infer<typeof websiteRequestFieldsBodySchema>

/** The builder's request: its whole form (kept as the record's builderForm). */
export const builderRequestBodySchema = z.object({
  source: z.literal('builder'),
  builderForm: builderFormSchema,
  /** The catalogue package's code the customer chose (or none). */
  selectedPackage: websitePackageSchema.nullish(),
})
export type BuilderRequestBody = z.infer<typeof builderRequestBodySchema>

export const websiteRequestBodySchema = z.union([builderRequestBodySchema, websiteRequestFieldsBodySchema])
export type WebsiteRequestBody = z.infer<typeof websiteRequestBodySchema>
/** What the client sends (defaults not yet applied). */
export type WebsiteRequestBodyInput = z.input<typeof websiteRequestBodySchema>
