// What the wizard collects: the fields of docs/rules/website-requests.md#the-request-body and the
// wizard's own (colors, content, gallery, contact, seo), laid out the way the steps edit them.
// The same schema reads a stored draft back: every field falls back to its default on its own, so an
// old or damaged draft loses only what is wrong in it.
import { z } from 'zod'
import {
  BUSINESS_TYPES,
  SITE_KINDS,
  colorSchemeSchema,
  layoutSchema,
} from '../../../api/website-requests/website-request.shared'

/** Input limits: the API's input schema's, SEO as in docs/rules/website-requests.md#seo-limits. */
export const FIELD_LIMITS = {
  name: 160,
  description: 5000,
  domain: 253,
  seoTitle: 60,
  seoDescription: 160,
  tagline: 300,
  keywords: 1000,
  customPage: 120,
  customPages: 30,
  phone: 40,
  email: 254,
  address: 500,
  shortText: 120,
  link: 300,
  password: 200,
  date: 40,
  longText: 5000,
  inspiration: 2000,
  contactText: 1000,
  galleryLinks: 50,
  galleryText: 500,
} as const

const text = (max: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.slice(0, max))
const flag = (fallback: boolean) => z.boolean().catch(fallback)
const color = (fallback: string) =>
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .catch(fallback)
const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .enum(values)
    .or(z.literal(''))
    .catch('' as const)

/** A group of fields: anything but an object reads as an empty one (each field then has its default). */
const group = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
    z.object(shape),
  )

const galleryLinkSchema = z.object({
  url: text(FIELD_LIMITS.galleryText),
  caption: text(FIELD_LIMITS.galleryText),
})
export type GalleryLink = z.infer<typeof galleryLinkSchema>

export const wizardFormSchema = z.object({
  // Temel
  name: text(FIELD_LIMITS.name),
  companyName: text(FIELD_LIMITS.name),
  /** The wizard's kind of site (kurumsal, eticaret, …): required. */
  siteType: choice(SITE_KINDS),
  /** The request form's sector list (insaat, saglik, …), sent as businessType. */
  businessType: choice(BUSINESS_TYPES),
  description: text(FIELD_LIMITS.description),
  /** The catalogue package's code the customer picked ('' none: the team advises). */
  selectedPackage: text(60),
  // Tasarım
  colorScheme: colorSchemeSchema.catch('modern'),
  customColors: group({ primary: color('#1d4ed8'), secondary: color('#0f172a'), accent: color('#f59e0b') }),
  layout: layoutSchema.catch('standard'),
  hasSlider: flag(false),
  hasTestimonials: flag(false),
  hasTeamSection: flag(false),
  // İçerik
  tagline: text(FIELD_LIMITS.tagline),
  hasAboutPage: flag(true),
  hasContactPage: flag(true),
  hasServicesPage: flag(false),
  hasProductsPage: flag(false),
  hasBlogPage: flag(false),
  hasGalleryPage: flag(false),
  customPages: z
    .array(z.string())
    .catch([])
    .transform((pages) =>
      pages.slice(0, FIELD_LIMITS.customPages).map((page) => page.slice(0, FIELD_LIMITS.customPage)),
    ),
  aboutText: text(FIELD_LIMITS.longText),
  servicesText: text(FIELD_LIMITS.longText),
  needsOnlineStore: flag(false),
  needsBookingSystem: flag(false),
  needsMultiLanguage: flag(false),
  needsNewsletterSignup: flag(false),
  needsLiveChat: flag(false),
  specialRequests: text(FIELD_LIMITS.longText),
  inspiration: text(FIELD_LIMITS.inspiration),
  // Galeri
  needsGallery: flag(false),
  galleryNotes: text(FIELD_LIMITS.longText),
  galleryLinks: z
    .array(galleryLinkSchema.catch({ url: '', caption: '' }))
    .catch([])
    .transform((links) => links.slice(0, FIELD_LIMITS.galleryLinks)),
  // İletişim
  phone: text(FIELD_LIMITS.phone),
  email: text(FIELD_LIMITS.email),
  address: text(FIELD_LIMITS.address),
  workingHours: text(FIELD_LIMITS.shortText),
  socialMedia: group({
    facebook: text(FIELD_LIMITS.link),
    instagram: text(FIELD_LIMITS.link),
    twitter: text(FIELD_LIMITS.link),
    linkedin: text(FIELD_LIMITS.link),
    youtube: text(FIELD_LIMITS.link),
    whatsapp: text(FIELD_LIMITS.link),
  }),
  hasDomain: flag(false),
  domain: text(FIELD_LIMITS.domain),
  // Panel passwords stay in the draft (the user typed them; losing them to a reload would be worse).
  // The draft lives in IndexedDB on this device only, never in localStorage, and is deleted once sent.
  domainDetails: group({
    registrar: text(FIELD_LIMITS.shortText),
    username: text(FIELD_LIMITS.shortText),
    password: text(FIELD_LIMITS.password),
    expiryDate: text(FIELD_LIMITS.date),
  }),
  requestedDomain: text(FIELD_LIMITS.domain),
  hasHosting: flag(false),
  hostingDetails: group({
    provider: text(FIELD_LIMITS.shortText),
    username: text(FIELD_LIMITS.shortText),
    password: text(FIELD_LIMITS.password),
  }),
  // SEO (the request form's title, metaDescription and keywords are the wizard's seo fields)
  title: text(FIELD_LIMITS.seoTitle),
  metaDescription: text(FIELD_LIMITS.seoDescription),
  /** Comma-separated, as typed. */
  keywords: text(FIELD_LIMITS.keywords),
})

export type WizardForm = z.infer<typeof wizardFormSchema>

export function emptyWizardForm(): WizardForm {
  return wizardFormSchema.parse({})
}

/** Sets one field of the form (what every step receives). */
export type SetField = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) => void

/** The on/off fields (page switches, sections, needs, hasDomain, hasHosting). */
export type FlagKey = {
  [K in keyof WizardForm]: WizardForm[K] extends boolean ? K : never
}[keyof WizardForm]
