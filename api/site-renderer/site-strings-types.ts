import type { SitePage } from './site-model'

// The shape of a rendered site's fixed words (site-strings.ts holds one set per language).

export type PageKind = SitePage['kind']
export interface CardText {
  title: string
  text: string
}
export interface PlanText {
  name: string
  price: string
  features: readonly string[]
}

export interface SiteStrings {
  /** The language's own name ('Türkçe', 'English'). */
  languageName: string
  /** Arabic is written right to left. */
  dir: 'ltr' | 'rtl'
  skipLink: string
  menu: string
  mainMenu: string
  footerMenu: string
  pageTitles: Readonly<Record<PageKind, string>>
  /** One line per page kind under its link in the mega menu. */
  pageBlurbs: Readonly<Record<PageKind, string>>
  menuGroups: { company: string; offer: string; content: string; contact: string }
  companyPlaceholder: string
  tagline: (sector: string) => string
  metaDescription: (name: string, sector: string) => string
  heroContact: string
  heroServices: string
  about: (name: string, sector: string) => string
  aboutValues: readonly CardText[]
  servicesIntro: (sector: string) => string
  services: readonly CardText[]
  productsIntro: string
  products: readonly CardText[]
  productPrice: string
  referencesIntro: string
  references: readonly CardText[]
  galleryIntro: string
  galleryEmpty: string
  imageAlt: (name: string, index: number) => string
  blogIntro: string
  posts: readonly CardText[]
  postSoon: string
  teamIntro: string
  team: readonly CardText[]
  pricingIntro: string
  plans: readonly PlanText[]
  planCta: string
  faq: readonly CardText[]
  contactIntro: string
  contactLabels: { address: string; phone: string; email: string; social: string }
  contactMissing: string
  mapLink: string
  whatsappLink: string
  bookingLink: string
  bookingSubject: string
  newsletterLink: string
  newsletterSubject: string
  formHeading: string
  formName: string
  formEmail: string
  formMessage: string
  formSend: string
  formPreviewNote: string
  customText: string
  draftBadge: string
  rights: string
  languages: string
}
