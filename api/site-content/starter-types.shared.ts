import { BUILDER_PAGES } from '../builder/builder-options.shared'

// The shapes of a new site's starter text (starter-content.shared.ts writes sections from them): one
// `SectorStarter` per sector in Turkish (starter-sectors-*.shared.ts) and one general set per language
// (starter-tr/en/de/ar.shared.ts). Every string is shown as it is; lengths stay within CONTENT_LIMITS
// (titles and labels 120 characters, texts 600, prices 40).

export interface StarterItem {
  title: string
  text: string
}
export interface StarterProduct extends StarterItem {
  /** An example price in the site's format ('₺450', '₺1.250'). */
  price: string
}
export interface StarterQuestion {
  question: string
  answer: string
}
export interface StarterQuote {
  quote: string
  /** An initial-style name ('Ayşe K.'). */
  author: string
  /** What the author is or where from ('Kadıköy', 'Ev sahibi, Bursa'). */
  role: string
}
export interface StarterPlan {
  name: string
  price: string
  period: string
  features: readonly string[]
  highlighted?: boolean
}
export interface StarterPerson {
  /** The member's role as a name ('Kurucu', 'Uzman hekim'): no made-up names. */
  name: string
  role: string
}
export interface StarterMenuItem {
  name: string
  description: string
  price: string
}
export interface StarterMenu {
  heading: string
  intro: string
  groups: readonly { title: string; items: readonly StarterMenuItem[] }[]
  /** True when the menu is the services page (a restaurant); otherwise it follows the services list. */
  replacesServices: boolean
}
/** Opening and closing time ('09:00', '18:00'), or null on a closed day. */
export type StarterOpening = readonly [opens: string, closes: string] | null
export interface StarterHours {
  heading?: string
  weekdays: StarterOpening
  saturday: StarterOpening
  sunday: StarterOpening
  note: string
}

/** A sector's starter text (or a language's general one). */
export interface SectorStarter {
  /** The hero's line under the company name. */
  tagline: string
  /** A paragraph about the business, naming it. */
  about: (name: string) => string
  /** The about page's headings, when not the language's ('Hakkımda' for a personal blog). */
  aboutHeading?: string
  valuesHeading?: string
  /** Three or four reasons to choose the business (the about page's list). */
  values: readonly StarterItem[]
  servicesHeading?: string
  /** The hero's button to the services page, when not the language's 'Hizmetlerimiz'. */
  servicesButton?: string
  servicesIntro: string
  /** Four to six services: a title and one or two sentences, no price. */
  services: readonly StarterItem[]
  productsHeading?: string
  productsIntro: string
  /** Four to six things sold, with example prices. */
  products: readonly StarterProduct[]
  /** Five questions with answers. */
  faq: readonly StarterQuestion[]
  /** Three customer quotes. */
  testimonials: readonly StarterQuote[]
  /** False where quotes from clients do not belong on the home page (health, law). */
  homeTestimonials?: boolean
  pricingHeading?: string
  pricingIntro: string
  /** Three plans; one is highlighted. */
  plans: readonly StarterPlan[]
  /** The closing call to action; its button goes to the contact page (words.ctaButton unless `button`). */
  cta: { title: string; text: string; button?: string }
  /** Three members named by role. */
  team: readonly StarterPerson[]
  teamIntro: string
  galleryIntro: string
  /** What the blog will be about, to end "Bu sayfada … paylaşacağız." ('mevsim menülerimizi ve tariflerimizi'). */
  blogTopics: string
  /** The blog section's intro, when not the language's (a personal blog's "my posts"). */
  blogIntro?: string
  /** The blog's welcome post, when the general one (in the business's "we") does not fit. */
  welcomePost?: (name: string) => { title: string; excerpt: string; body: string }
  /** The contact section's sentence. */
  contactText: string
  menu?: StarterMenu
  hours?: StarterHours
}

/** A language's words for the parts of a page that do not depend on the sector. */
export interface StarterWords {
  /** The addresses of the contact, services, products and about pages (their slugs in this language). */
  hrefs: { contact: string; services: string; products: string; about: string }
  /** Used where the company name is empty. */
  companyFallback: string
  heroContact: string
  heroBooking: string
  heroServices: string
  heroProducts: string
  heroAbout: string
  aboutHeading: string
  valuesHeading: string
  servicesHeading: string
  servicesTeaserHeading: string
  productsHeading: string
  referencesHeading: string
  galleryHeading: string
  galleryImagesHeading: string
  blogHeading: string
  blogIntro: string
  /** The blog's welcome post; `topics` ends "we will share …" ('işimizle ilgili pratik bilgileri'). */
  welcomePost: (name: string, topics: string) => { title: string; excerpt: string; body: string }
  /** The welcome post's address under the blog page. */
  welcomeSlug: string
  teamHeading: string
  pricingHeading: string
  planButton: string
  faqHeading: string
  contactHeading: string
  hoursHeading: string
  /** The hours section's note where the sector's own (Turkish) one is not used. */
  hoursNote: string
  ctaButton: string
  bookingButton: string
  /** The booking form's section (features: 'booking'), on the contact page. */
  bookingHeading: string
  bookingText: string
  /** The newsletter sign-up's section (features: 'newsletter'), at the end of the home page. */
  newsletterHeading: string
  newsletterText: string
  /** A custom page's closing paragraph. */
  customText: string
}

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
