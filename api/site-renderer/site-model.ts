import type { BUILDER_LANGUAGES, BUILDER_MENUS, SITE_TEMPLATES } from '../builder/builder-options.shared'
import type { FOOTER_STYLES, HEADER_STYLES, SITE_FONTS } from '../websites/website-edit.shared'

// What the site renderer draws: one customer site, already gathered from a builder form
// (site-from-builder.ts) or a website record with its edits (site-from-website.ts). Every value is
// as the customer typed it; the renderer escapes, checks and fills in what is missing.

export type SiteTemplate = (typeof SITE_TEMPLATES)[number]
export type SiteLanguage = (typeof BUILDER_LANGUAGES)[number]
export type SiteFont = (typeof SITE_FONTS)[number]
export type SiteMenu = (typeof BUILDER_MENUS)[number]
export type SiteHeaderStyle = (typeof HEADER_STYLES)[number]
export type SiteFooterStyle = (typeof FOOTER_STYLES)[number]

/** A section of the one-page site. `kind` picks its layout; custom pages are text sections. */
export interface SitePage {
  /** The anchor (#slug) and the page's url without its slash. */
  slug: string
  title: string
  kind:
    | 'home'
    | 'about'
    | 'services'
    | 'products'
    | 'references'
    | 'gallery'
    | 'blog'
    | 'team'
    | 'pricing'
    | 'faq'
    | 'contact'
    | 'custom'
  /** Yayında: in the menu; Gizli: on the site, not in the menu; Taslak: only in the preview. */
  status: 'published' | 'hidden' | 'draft'
}

export interface SiteImage {
  /** https:, a data:image/… URL, or a path under the site (`media/<id>`); anything else is dropped. */
  src: string
  alt: string
}

export interface SiteModel {
  name: string
  description: string
  /** The sector or category, as a label ('Restoran ve Kafe'); '' when not chosen. */
  sector: string
  template: SiteTemplate
  /** The design style of the builder; the edit screen has none. */
  designStyle: 'modern' | 'classic' | 'creative' | 'corporate' | null
  /** Colours as typed: the renderer accepts #rgb / #rrggbb only and falls back to the template's own. */
  primaryColor: string
  secondaryColor: string
  font: SiteFont | null
  headerStyle: SiteHeaderStyle | null
  footerStyle: SiteFooterStyle | null
  menu: SiteMenu | null
  /** The site's language (the first chosen); the others are listed as available languages. */
  language: SiteLanguage
  languages: readonly SiteLanguage[]
  logo: SiteImage | null
  favicon: SiteImage | null
  /** When true and there is no logo image, the name is drawn as a word mark. */
  textLogo: boolean
  pages: readonly SitePage[]
  gallery: readonly SiteImage[]
  contact: { email: string; phone: string; address: string }
  /** Profile links as typed; only https: survives. */
  social: Partial<Record<'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube', string>>
  /** Builder features that show on the page (contact-form, whatsapp, map, newsletter, booking …). */
  features: readonly string[]
  ecommerce: boolean
  seo: { title: string; description: string; keywords: string }
}

export interface RenderOptions {
  /**
   * preview: every page (drafts marked), contact forms inert, the patch listener included (it accepts new
   * markup from `appOrigin` only, and runs under `nonce`). published: what visitors get, no script.
   */
  mode: 'preview' | 'published'
  nonce?: string
  appOrigin?: string
  /** The year in the footer (passed in: the renderer is pure). */
  year: number
}
