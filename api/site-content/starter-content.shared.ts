import { BUILDER_PAGES } from '../builder/builder-options.shared'
import { isAllowedHref, richTextFromPlain, type RichText } from './rich-text.shared'
import {
  CONTENT_LIMITS,
  WEEKDAYS,
  type ContentLink,
  type Section,
  type SectionOf,
} from './site-sections.shared'
import { AR_STARTER, AR_WORDS } from './starter-ar.shared'
import { DE_STARTER, DE_WORDS } from './starter-de.shared'
import { EN_STARTER, EN_WORDS } from './starter-en.shared'
import { TR_WORDS, trSectorStarter } from './starter-tr.shared'
import type {
  SectorStarter,
  StarterHours,
  StarterItem,
  StarterMenu,
  StarterWords,
} from './starter-types.shared'

// A new site's first draft (docs/rules/site-content.md#starter-text): sections written from what the
// request said (company, sector, description, chosen pages and features, contact), with Turkish starter
// text per sector where the customer said nothing. Every generated section is marked `starter`, so the
// editor shows it as text to replace. Nothing here says "yakında" or leaves a box empty.

/** The kinds of page a site has (the builder's page list, plus pages of the customer's own). */
export const PAGE_KINDS = [...BUILDER_PAGES, 'custom'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

export interface StarterInput {
  /** The company or site name. */
  name: string
  /** A builder sector key (BUILDER_SECTORS) or a website category key (WEBSITE_CATEGORIES); '' when unknown. */
  sector: string
  /** What the customer wrote about the business; '' when nothing. */
  description: string
  /** The site's language: starter text is Turkish unless this is en, de or ar. */
  language: 'tr' | 'en' | 'de' | 'ar'
  contact: { email: string; phone: string; address: string; whatsapp: string }
  /** Builder features chosen (contact-form, whatsapp, booking, newsletter, map, faq …). */
  features: readonly string[]
  /**
   * The kinds of the site's pages, when the caller knows them. Absent: the builder's default pages
   * (home, about, services, contact). Used so that the home page carries what has no page of its own
   * (testimonials, questions, contact) and its buttons go only to pages that exist.
   */
  pages?: readonly PageKind[]
  /** Today's date (YYYY-MM-DD), the welcome post's date; '2026-01-01' when absent or not a date. */
  today?: string
  /** A custom page's title, its text's heading; the company name when absent. */
  title?: string
}

/** The builder's pages when the request chose none (api/site-renderer/site-from-builder.ts). */
const DEFAULT_PAGES: readonly PageKind[] = ['home', 'about', 'services', 'contact']
const DEFAULT_DATE = '2026-01-01'
/** A description up to this long is the hero's text; a longer one is the about page's only. */
const HERO_DESCRIPTION_MAX = 220
/** The about page's text from a description is cut here (rich text allows far more; no one writes this much). */
const ABOUT_DESCRIPTION_MAX = 8_000

interface Draft {
  input: StarterInput
  words: StarterWords
  text: SectorStarter
  hours: StarterHours | undefined
  name: string
  description: string
  pages: readonly PageKind[]
  contactHref: string
  newId: () => string
}

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

function base(draft: Draft): { id: string; hidden: boolean; starter: boolean } {
  return { id: draft.newId(), hidden: false, starter: true }
}

function link(label: string, href: string): ContentLink {
  return href ? { label, href } : { label: '', href: '' }
}

function heroSection(draft: Draft): SectionOf<'hero'> {
  const { words, text, pages, input } = draft
  const oneLine = draft.description.replace(/\s+/g, ' ')
  const booking = input.features.includes('booking')
  let secondary: ContentLink = link('', '')
  if (pages.includes('services'))
    secondary = link(text.servicesButton ?? words.heroServices, words.hrefs.services)
  else if (pages.includes('products')) secondary = link(words.heroProducts, words.hrefs.products)
  else if (pages.includes('about')) secondary = link(words.heroAbout, words.hrefs.about)
  return {
    ...base(draft),
    kind: 'hero',
    title: draft.name,
    text: oneLine && oneLine.length <= HERO_DESCRIPTION_MAX ? oneLine : text.tagline,
    image: null,
    primary: link(booking ? words.heroBooking : words.heroContact, draft.contactHref),
    secondary,
  }
}

function servicesTeaser(draft: Draft): SectionOf<'services'> {
  const { words, text } = draft
  return servicesSection(draft, {
    heading: text.servicesHeading ?? words.servicesTeaserHeading,
    intro: text.servicesIntro,
    items: text.services.slice(0, 3).map((item) => ({ ...item, price: '' })),
  })
}

function servicesSection(
  draft: Draft,
  content: { heading: string; intro: string; items: readonly (StarterItem & { price: string })[] },
): SectionOf<'services'> {
  return {
    ...base(draft),
    kind: 'services',
    heading: content.heading,
    intro: content.intro,
    items: content.items.map((item) => ({
      id: draft.newId(),
      title: item.title,
      text: item.text,
      image: null,
      price: item.price,
    })),
  }
}

function menuSection(draft: Draft, menu: StarterMenu): Section {
  return {
    ...base(draft),
    kind: 'menu',
    heading: menu.heading,
    intro: menu.intro,
    groups: menu.groups.map((group) => ({
      id: draft.newId(),
      title: group.title,
      items: group.items.map((item) => ({ id: draft.newId(), ...item })),
    })),
  }
}

function testimonialsSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'testimonials',
    heading: draft.words.referencesHeading,
    items: draft.text.testimonials.map((item) => ({ id: draft.newId(), ...item })),
  }
}

function faqSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'faq',
    heading: draft.words.faqHeading,
    items: draft.text.faq.map((item) => ({ id: draft.newId(), ...item })),
  }
}

function ctaSection(draft: Draft): Section {
  const { words, text, input } = draft
  const label = input.features.includes('booking')
    ? words.bookingButton
    : (text.cta.button ?? words.ctaButton)
  return {
    ...base(draft),
    kind: 'cta',
    title: text.cta.title,
    text: text.cta.text,
    button: link(label, draft.contactHref),
  }
}

function teamSection(draft: Draft): Section {
  return {
    ...base(draft),
    kind: 'team',
    heading: draft.words.teamHeading,
    intro: draft.text.teamIntro,
    members: draft.text.team.map((member) => ({ id: draft.newId(), ...member, image: null })),
  }
}

function pricingSection(draft: Draft): Section {
  const { words, text, input } = draft
  const label = input.features.includes('booking') ? words.bookingButton : words.planButton
  return {
    ...base(draft),
    kind: 'pricing',
    heading: text.pricingHeading ?? words.pricingHeading,
    intro: text.pricingIntro,
    plans: text.plans.map((plan) => ({
      id: draft.newId(),
      name: plan.name,
      price: plan.price,
      period: plan.period,
      features: [...plan.features],
      highlighted: plan.highlighted ?? false,
      button: link(label, draft.contactHref),
    })),
  }
}

function blogSection(draft: Draft): Section {
  const { words, text, input } = draft
  const post = text.welcomePost?.(draft.name) ?? words.welcomePost(draft.name, text.blogTopics)
  return {
    ...base(draft),
    kind: 'blog',
    heading: words.blogHeading,
    intro: text.blogIntro ?? words.blogIntro,
    posts: [
      {
        id: draft.newId(),
        title: post.title,
        slug: words.welcomeSlug,
        date: isoDate(input.today) ?? DEFAULT_DATE,
        cover: null,
        excerpt: post.excerpt,
        body: richTextFromPlain(post.body),
        hidden: false,
      },
    ],
  }
}

function hoursSection(draft: Draft, hours: StarterHours): Section {
  const opening = (day: number) => (day === 0 ? hours.sunday : day === 6 ? hours.saturday : hours.weekdays)
  return {
    ...base(draft),
    kind: 'hours',
    heading: hours.heading ?? draft.words.hoursHeading,
    days: WEEKDAYS.map((day) => {
      const times = opening(day)
      return times
        ? { day, closed: false, opens: times[0], closes: times[1] }
        : { day, closed: true, opens: '09:00', closes: '18:00' }
    }),
    note: hours.note,
  }
}

// ---- Text ----

/** The customer's text as paragraphs: each line is one (customers rarely leave blank lines between them). */
function paragraphs(text: string): RichText {
  return richTextFromPlain(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n\n'),
  )
}

/** A list of bold titles, each followed by its sentence. */
function bulletList(items: readonly StarterItem[]): RichText {
  return {
    type: 'doc',
    content: [
      {
        type: 'bulletList',
        content: items.map((item) => ({
          type: 'listItem',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: `${item.title}:`, marks: [{ type: 'bold' }] },
                { type: 'text', text: ` ${item.text}` },
              ],
            },
          ],
        })),
      },
    ],
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

function isoDate(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}
