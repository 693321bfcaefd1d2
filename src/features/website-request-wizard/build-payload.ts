// The body of POST /api/submit-website-simple.php from the wizard's form: the request form's fields
// and the wizard's (colors, content, gallery, contact, seo) side by side, empty answers left out.
// user_id and the user's name and email travel too, ignored: docs/rules/website-requests.md#ownership (the
// request belongs to the signed-in user).
import type { WebsiteRequestInput } from '../../../api/schemas/website-request-input'
import { parseKeywords } from '../../../api/schemas/input-rules'
import { COLOR_SCHEME_OPTIONS } from './wizard-options'
import type { Palette } from './wizard-options'
import type { WizardForm } from './wizard-form'

export interface PayloadUser {
  id: string
  name: string
  email: string
}

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

function galleryOf(form: WizardForm): WebsiteRequestInput['gallery'] {
  const items = form.galleryLinks
    .map((link) => compact({ url: clean(link.url), caption: clean(link.caption) }))
    .filter((item) => item !== undefined)
  return items.length ? items : undefined
}

export function buildWebsiteRequestPayload(form: WizardForm, user: PayloadUser): WebsiteRequestInput {
  const name = clean(form.name)
  const keywords = parseKeywords(form.keywords)
  const customPages = form.customPages.map((page) => page.trim()).filter((page) => page !== '')
  const title = clean(form.title)
  const metaDescription = clean(form.metaDescription)
  const phone = clean(form.phone)
  const email = clean(form.email)
  const address = clean(form.address)

  return {
    // Temel
    name,
    websiteName: name,
    companyName: clean(form.companyName),
    siteType: form.siteType || undefined,
    businessType: form.businessType || undefined,
    description: clean(form.description),
    // Tasarım
    colorScheme: form.colorScheme,
    colors: { ...paletteOf(form) },
    layout: form.layout,
    hasSlider: form.hasSlider,
    hasTestimonials: form.hasTestimonials,
    hasTeamSection: form.hasTeamSection,
    // İçerik
    tagline: clean(form.tagline),
    hasAboutPage: form.hasAboutPage,
    hasContactPage: form.hasContactPage,
    hasServicesPage: form.hasServicesPage,
    hasProductsPage: form.hasProductsPage,
    hasBlogPage: form.hasBlogPage,
    hasGalleryPage: form.hasGalleryPage,
    customPages: customPages.length ? customPages : undefined,
    content: compact({
      about: clean(form.aboutText),
      services: clean(form.servicesText),
      galleryNotes: clean(form.galleryNotes),
    }),
    needsOnlineStore: form.needsOnlineStore,
    needsBookingSystem: form.needsBookingSystem,
    needsMultiLanguage: form.needsMultiLanguage,
    needsNewsletterSignup: form.needsNewsletterSignup,
    needsLiveChat: form.needsLiveChat,
    specialRequests: clean(form.specialRequests),
    inspiration: clean(form.inspiration),
    // Galeri
    needsGallery: form.needsGallery,
    gallery: galleryOf(form),
    // İletişim
    phone,
    email,
    address,
    contact: compact({ phone, email, address, workingHours: clean(form.workingHours) }),
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
    hostingDetails: form.hasHosting
      ? compact({
          provider: clean(form.hostingDetails.provider),
          username: clean(form.hostingDetails.username),
          password: form.hostingDetails.password || undefined,
        })
      : undefined,
    // SEO
    title,
    metaDescription,
    keywords: keywords.length ? keywords : undefined,
    seo:
      title || metaDescription || keywords.length
        ? { metaTitle: title, metaDescription, keywords: keywords.length ? keywords : undefined }
        : undefined,
    // Ignored by the server
    user_id: user.id,
    userId: user.id,
    userEmail: user.email,
    userName: user.name,
    status: 'pending',
  }
}
