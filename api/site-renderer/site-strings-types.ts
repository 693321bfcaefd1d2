import type { PageKind } from '../site-content/starter-content.shared'

// The shape of a rendered site's fixed words (site-strings.ts holds one set per language). Only words the
// site itself needs: menus, footer, form labels, the draft badge, the 404 page. The content of a page is
// the customer's (or the starter text, api/site-content/starter-content.shared.ts), never a placeholder here.

export type { PageKind }

export interface SiteStrings {
  /** The language's own name ('Türkçe', 'English'). */
  languageName: string
  /** Arabic is written right to left. */
  dir: 'ltr' | 'rtl'
  /** The locale of dates ('tr-TR') and Open Graph (with '_': tr_TR). */
  locale: string
  skipLink: string
  menu: string
  mainMenu: string
  footerMenu: string
  pageTitles: Readonly<Record<PageKind, string>>
  /** One line per page kind under its link in the mega menu. */
  pageBlurbs: Readonly<Record<PageKind, string>>
  menuGroups: { company: string; offer: string; content: string; contact: string }
  /** The name shown when the customer has given none (the page's <h1> needs words). */
  companyPlaceholder: string
  /** The last resort of the meta description. */
  metaDescription: (name: string, sector: string) => string
  imageAlt: (name: string, index: number) => string
  contactLabels: { address: string; phone: string; email: string; whatsapp: string }
  mapLink: string
  /** The WhatsApp links' words (and the floating button's accessible name). */
  whatsappLink: string
  formHeading: string
  formName: string
  formEmail: string
  formPhone: string
  formMessage: string
  formConsent: string
  /** The honeypot's label: people never see it; a bot that fills it in is ignored. */
  formSend: string
  formPreviewNote: string
  /** Weekday names by Date.getDay() number (0 = Sunday). */
  weekdays: Readonly<Record<number, string>>
  closed: string
  /** The badge of a highlighted price plan. */
  recommended: string
  readMore: string
  /** The link from a blog post back to its list. */
  backToPosts: string
  notFound: { heading: string; text: string; link: string }
  draftBadge: string
  rights: string
  languages: string
}
