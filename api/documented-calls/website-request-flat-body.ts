import { BUSINESS_TYPES, SITE_KINDS } from '../website-requests/website-request.shared'
import type { WebsiteRequestFieldsBody } from '../website-requests/website-request-body.shared'
import type { WebsiteRequestInput } from '../website-requests/website-request-input.shared'
import { parseKeywords } from '../lib/input-rules.shared'

// The flat body of POST /api/submit-website-simple.php (the request form's fields and the wizard's side
// by side, docs/rules/website-requests.md#the-documented-flat-body) → the nested body of
// /api/me/website-requests. Only the shape changes here; the rules (required name, SEO lengths, e-mail,
// normalising) are the REST door's service's.

const isSector = (v: string | null): v is (typeof BUSINESS_TYPES)[number] =>
  v !== null && (BUSINESS_TYPES as readonly string[]).includes(v)
const isKind = (v: string | null): v is (typeof SITE_KINDS)[number] =>
  v !== null && (SITE_KINDS as readonly string[]).includes(v)

/** A value in businessType is sorted by list: a sector, a kind of site, or (neither) kept as the sector. */
function businessTypes(input: WebsiteRequestInput) {
  const given = input.businessType ?? null
  return {
    businessType: input.sector ?? (isSector(given) ? given : null) ?? given,
    siteType: input.siteType ?? (isKind(given) ? given : null),
  }
}

function galleryItems(input: WebsiteRequestInput) {
  const raw = input.gallery
  if (!raw) return undefined
  const items = (Array.isArray(raw) ? raw : raw.items).map((item) =>
    typeof item === 'string' ? { name: item } : item,
  )
  return { items }
}

/** The wizard's contact map with the form's own e-mail, phone and address in it (the form's win). */
function contactOf(input: WebsiteRequestInput) {
  const wizard = input.contact ?? {}
  return {
    ...wizard,
    email: input.email || wizard.email || null,
    phone: input.phone || wizard.phone || null,
    address: input.address || wizard.address || null,
  }
}

export function websiteRequestBodyOfFlat(input: WebsiteRequestInput): WebsiteRequestFieldsBody {
  const contact = contactOf(input)
  return {
    source: input.websiteName ? 'wizard' : 'form',
    websiteName: input.websiteName || input.name,
    companyName: input.companyName,
    email: contact.email,
    phone: contact.phone,
    ...businessTypes(input),
    description: input.description,
    selectedPackage: input.selectedPackage,
    domain: input.domain,
    requestedDomain: input.requestedDomain,
    seo: {
      title: input.title,
      tagline: input.tagline,
      metaTitle: input.seo?.metaTitle,
      metaDescription: input.seo?.metaDescription || input.metaDescription,
      keywords: parseKeywords(input.keywords, input.seo?.keywords),
    },
    pages: {
      about: input.hasAboutPage,
      contact: input.hasContactPage,
      services: input.hasServicesPage,
      products: input.hasProductsPage,
      blog: input.hasBlogPage,
      gallery: input.hasGalleryPage,
      custom: input.customPages,
    },
    design: {
      colorScheme: input.colorScheme,
      layout: input.layout,
      colors: typeof input.colors === 'string' ? { primary: input.colors } : input.colors,
      slider: input.hasSlider,
      testimonials: input.hasTestimonials,
      team: input.hasTeamSection,
    },
    features: {
      onlineStore: input.needsOnlineStore,
      bookingSystem: input.needsBookingSystem,
      multiLanguage: input.needsMultiLanguage,
      newsletterSignup: input.needsNewsletterSignup,
      liveChat: input.needsLiveChat,
      gallery: input.needsGallery,
    },
    content: input.content,
    gallery: galleryItems(input),
    contact,
    socialMedia: input.socialMedia,
    hasHosting: input.hasHosting,
    hosting: input.hostingDetails,
    hasDomain: input.hasDomain,
    domainDetails: input.domainDetails,
    specialRequests: input.specialRequests,
    inspiration: input.inspiration,
  }
}
