import { isAllowedHref, richTextFromPlain } from './rich-text.shared'
import { CONTENT_LIMITS, type Section } from './site-sections.shared'
import { AR_STARTER, AR_WORDS } from './starter-ar.shared'
import { DE_STARTER, DE_WORDS } from './starter-de.shared'
import { EN_STARTER, EN_WORDS } from './starter-en.shared'
import {
  base,
  blogSection,
  bulletList,
  clip,
  ctaSection,
  faqSection,
  heroSection,
  hoursSection,
  menuSection,
  paragraphs,
  pricingSection,
  servicesSection,
  servicesTeaser,
  teamSection,
  testimonialsSection,
  type Draft,
} from './starter-section-builders.shared'
import { bookingSection, newsletterSection } from './starter-form-sections.shared'
import { TR_WORDS, trSectorStarter } from './starter-tr.shared'
import type { PageKind, SectorStarter, StarterInput, StarterWords } from './starter-types.shared'

export { PAGE_KINDS } from './starter-types.shared'
export type { PageKind, StarterInput } from './starter-types.shared'

// A new site's first draft (docs/rules/site-content.md#starter-text): sections written from what the
// request said (company, sector, description, chosen pages and features, contact), with Turkish starter
// text per sector where the customer said nothing. Every generated section is marked `starter`, so the
// editor shows it as text to replace. Nothing here says "yakında" or leaves a box empty.

/** The builder's pages when the request chose none (api/site-renderer/site-from-builder.ts). */
const DEFAULT_PAGES: readonly PageKind[] = ['home', 'about', 'services', 'contact']
/** The about page's text from a description is cut here (rich text allows far more; no one writes this much). */
const ABOUT_DESCRIPTION_MAX = 8_000

/** The starter sections of one page of `kind` (ids from `newId`). */
export function starterSections(kind: PageKind, input: StarterInput, newId: () => string): Section[] {
  const draft = draftOf(input, newId)
  switch (kind) {
    case 'home':
      return homePage(draft)
    case 'about':
      return aboutPage(draft)
    case 'services':
      return servicesPage(draft)
    case 'products':
      return productsPage(draft)
    case 'references':
      return [testimonialsSection(draft), ctaSection(draft)]
    case 'gallery':
      return galleryPage(draft)
    case 'blog':
      return [blogSection(draft)]
    case 'team':
      return [teamSection(draft)]
    case 'pricing':
      return [pricingSection(draft)]
    case 'faq':
      return [faqSection(draft), ctaSection(draft)]
    case 'contact':
      return contactSections(draft)
    case 'custom':
      return [customSection(draft)]
  }
}

function draftOf(input: StarterInput, newId: () => string): Draft {
  const { words, text, foreign } = languageText(input)
  const sectorHours = trSectorStarter(input.sector).hours
  // The sector's hours are written in Turkish: another language keeps the times and says its own note.
  const hours =
    sectorHours && foreign ? { ...sectorHours, heading: undefined, note: words.hoursNote } : sectorHours
  const pages = input.pages ?? DEFAULT_PAGES
  return {
    input,
    words,
    text,
    hours,
    name: clip(input.name.replace(/\s+/g, ' ').trim() || words.companyFallback, CONTENT_LIMITS.shortText),
    description: input.description.trim(),
    pages,
    contactHref: contactHref(input, words, pages),
    newId,
  }
}

const FOREIGN = {
  en: { words: EN_WORDS, text: EN_STARTER },
  de: { words: DE_WORDS, text: DE_STARTER },
  ar: { words: AR_WORDS, text: AR_STARTER },
} as const

/** The language's words and text: per sector in Turkish, one general set in English, German and Arabic. */
function languageText(input: StarterInput): { words: StarterWords; text: SectorStarter; foreign: boolean } {
  if (input.language !== 'tr' && Object.hasOwn(FOREIGN, input.language)) {
    return { ...FOREIGN[input.language], foreign: true }
  }
  return { words: TR_WORDS, text: trSectorStarter(input.sector), foreign: false }
}

/** Where "get in touch" goes: the contact page, else the phone, else the e-mail address, else nowhere. */
function contactHref(input: StarterInput, words: StarterWords, pages: readonly PageKind[]): string {
  if (pages.includes('contact')) return words.hrefs.contact
  const phone = input.contact.phone.replace(/[^\d+]/g, '')
  if (phone.replace(/\D/g, '').length >= 7 && isAllowedHref(`tel:${phone}`)) return `tel:${phone}`
  const email = input.contact.email.trim()
  if (email && isAllowedHref(`mailto:${email}`)) return `mailto:${email}`
  return ''
}

// ---- Pages ----

function homePage(draft: Draft): Section[] {
  const { pages, text, input } = draft
  const sections: Section[] = [heroSection(draft), servicesTeaser(draft)]
  if (!pages.includes('references') && text.homeTestimonials !== false)
    sections.push(testimonialsSection(draft))
  if (input.features.includes('faq') && !pages.includes('faq')) sections.push(faqSection(draft))
  sections.push(ctaSection(draft))
  if (!pages.includes('contact')) sections.push(...contactSections(draft))
  if (input.features.includes('newsletter')) sections.push(newsletterSection(draft))
  return sections
}

function aboutPage(draft: Draft): Section[] {
  const { words, text } = draft
  const body = draft.description
    ? paragraphs(clip(draft.description, ABOUT_DESCRIPTION_MAX))
    : richTextFromPlain(text.about(draft.name))
  return [
    { ...base(draft), kind: 'text', heading: text.aboutHeading ?? words.aboutHeading, body },
    {
      ...base(draft),
      kind: 'text',
      heading: text.valuesHeading ?? words.valuesHeading,
      body: bulletList(text.values),
    },
  ]
}

function servicesPage(draft: Draft): Section[] {
  const { text, words } = draft
  const menu = text.menu
  if (menu?.replacesServices) return [menuSection(draft, menu), ctaSection(draft)]
  const services = servicesSection(draft, {
    heading: text.servicesHeading ?? words.servicesHeading,
    intro: text.servicesIntro,
    items: text.services.map((item) => ({ ...item, price: '' })),
  })
  return menu ? [services, menuSection(draft, menu), ctaSection(draft)] : [services, ctaSection(draft)]
}

function productsPage(draft: Draft): Section[] {
  const { text, words, pages } = draft
  // A restaurant's or salon's products are its menu when the menu has no services page to be on.
  if (text.menu && !pages.includes('services')) return [menuSection(draft, text.menu), ctaSection(draft)]
  const products = servicesSection(draft, {
    heading: text.productsHeading ?? words.productsHeading,
    intro: text.productsIntro,
    items: text.products,
  })
  return [products, ctaSection(draft)]
}

function galleryPage(draft: Draft): Section[] {
  const { words, text } = draft
  return [
    {
      ...base(draft),
      kind: 'text',
      heading: words.galleryHeading,
      body: richTextFromPlain(text.galleryIntro),
    },
    // No pictures yet: the renderer draws nothing for an empty gallery until the owner adds some.
    { ...base(draft), kind: 'gallery', heading: words.galleryImagesHeading, intro: '', images: [] },
  ]
}

/** The contact page's sections (the home page's when the site has no contact page). */
function contactSections(draft: Draft): Section[] {
  const { words, text, input, hours } = draft
  const sections: Section[] = [
    {
      ...base(draft),
      kind: 'contact',
      heading: words.contactHeading,
      text: text.contactText,
      showForm: input.features.length === 0 || input.features.includes('contact-form'),
      showMap: input.contact.address.trim() !== '' || input.features.includes('map'),
    },
  ]
  if (input.features.includes('booking')) sections.push(bookingSection(draft))
  if (hours) sections.push(hoursSection(draft, hours))
  return sections
}

function customSection(draft: Draft): Section {
  const { words, text } = draft
  const title = draft.input.title?.replace(/\s+/g, ' ').trim()
  const intro = draft.description ? clip(draft.description, ABOUT_DESCRIPTION_MAX) : text.about(draft.name)
  return {
    ...base(draft),
    kind: 'text',
    heading: title ? clip(title, CONTENT_LIMITS.shortText) : draft.name,
    body: paragraphs(`${intro}\n\n${words.customText}`),
  }
}

// ---- Sections ----
