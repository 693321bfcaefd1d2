// The body of POST /api/me/website-requests from the wizard's form, the one conversion between the
// form and the request: the stored record's groups (design, pages, features, contact, seo …), empty
// answers left out. No user id travels: the request is the signed-in user's
// (docs/rules/website-requests.md#ownership).
import type { WebsiteRequestFieldsBody } from '../../../api/website-requests/website-request-body.shared'
import { parseKeywords } from '../../../api/lib/input-rules.shared'
import { COLOR_SCHEME_OPTIONS } from './wizard-options'
import type { Palette } from './wizard-options'
import type { WizardForm } from './wizard-form'

function clean(value: string): string | undefined {
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/** The entries that have a value, or undefined when none has. */
function compact<T extends Record<string, string | undefined>>(record: T): Partial<T> | undefined {
  const entries = Object.entries(record).filter(([, value]) => value !== undefined && value !== '')
  return entries.length ? (Object.fromEntries(entries) as Partial<T>) : undefined
}

/** The palette of the chosen scheme: the custom colours for 'custom', the preset otherwise. */
export function paletteOf(form: Pick<WizardForm, 'colorScheme' | 'customColors'>): Palette {
  const preset = COLOR_SCHEME_OPTIONS.find((option) => option.value === form.colorScheme)?.palette
  return preset ?? form.customColors
}

function galleryOf(form: WizardForm): WebsiteRequestFieldsBody['gallery'] {
  const items = form.galleryLinks
    .map((link) => compact({ url: clean(link.url), caption: clean(link.caption) }))
    .filter((item) => item !== undefined)
  return items.length ? { items } : undefined
}

/** The wizard's form as the body of POST /api/me/website-requests: the record's own groups. */
export function buildWebsiteRequestPayload(form: WizardForm): WebsiteRequestFieldsBody {
  const keywords = parseKeywords(form.keywords)
  const customPages = form.customPages.map((page) => page.trim()).filter((page) => page !== '')
  const title = clean(form.title)
  const metaDescription = clean(form.metaDescription)
  const phone = clean(form.phone)
  const email = clean(form.email)

  return {
    source: 'wizard',
    // Temel
    websiteName: clean(form.name),
    companyName: clean(form.companyName),
    siteType: form.siteType || undefined,
    businessType: form.businessType || undefined,
    description: clean(form.description),
    selectedPackage: clean(form.selectedPackage),
    // Tasarım
    design: {
      colorScheme: form.colorScheme,
      colors: { ...paletteOf(form) },
      layout: form.layout,
      slider: form.hasSlider,
      testimonials: form.hasTestimonials,
      team: form.hasTeamSection,
    },
    // İçerik
    pages: {
      about: form.hasAboutPage,
      contact: form.hasContactPage,
      services: form.hasServicesPage,
      products: form.hasProductsPage,
      blog: form.hasBlogPage,
      gallery: form.hasGalleryPage,
      custom: customPages.length ? customPages : undefined,
    },
    content: compact({
      about: clean(form.aboutText),
      services: clean(form.servicesText),
      galleryNotes: clean(form.galleryNotes),
    }),
    features: {
      onlineStore: form.needsOnlineStore,
      bookingSystem: form.needsBookingSystem,
      multiLanguage: form.needsMultiLanguage,
      newsletterSignup: form.needsNewsletterSignup,
      liveChat: form.needsLiveChat,
      // Galeri
      gallery: form.needsGallery,
    },
    specialRequests: clean(form.specialRequests),
    inspiration: clean(form.inspiration),
    gallery: galleryOf(form),
    // İletişim
    phone,
    email,
    contact: compact({ phone, email, address: clean(form.address), workingHours: clean(form.workingHours) }),
    socialMedia: compact({
      facebook: clean(form.socialMedia.facebook),
      instagram: clean(form.socialMedia.instagram),
      twitter: clean(form.socialMedia.twitter),
      linkedin: clean(form.socialMedia.linkedin),
      youtube: clean(form.socialMedia.youtube),
      whatsapp: clean(form.socialMedia.whatsapp),
    }),
    hasDomain: form.hasDomain,
    domain: form.hasDomain ? clean(form.domain) : undefined,
    domainDetails: form.hasDomain
      ? compact({
          registrar: clean(form.domainDetails.registrar),
          username: clean(form.domainDetails.username),
          password: form.domainDetails.password || undefined,
          expiryDate: clean(form.domainDetails.expiryDate),
        })
      : undefined,
    requestedDomain: form.hasDomain ? undefined : clean(form.requestedDomain),
    hasHosting: form.hasHosting,
    hosting: form.hasHosting
      ? compact({
          provider: clean(form.hostingDetails.provider),
          username: clean(form.hostingDetails.username),
          password: form.hostingDetails.password || undefined,
        })
      : undefined,
    // SEO: the title is the page title and the meta title at once.
    seo:
      title || clean(form.tagline) || metaDescription || keywords.length
        ? {
            title,
            tagline: clean(form.tagline),
            metaTitle: title,
            metaDescription,
            keywords: keywords.length ? keywords : undefined,
          }
        : undefined,
  }
}
