import type { BUILDER_LANGUAGES, BUILDER_MENUS, SITE_TEMPLATES } from '../builder/builder-options.shared'
import type { Section } from '../site-content/site-sections.shared'
import type { PageKind } from '../site-content/starter-content.shared'
import type { FOOTER_STYLES, HEADER_STYLES, SITE_FONTS } from '../websites/website-edit.shared'

// What the site renderer draws: one customer site, already gathered from a builder form
// (site-from-builder.ts) or a website record with its edits (site-from-website.ts). Every value is
// as the customer typed it; the renderer escapes, checks and leaves out what is missing.

export type SiteTemplate = (typeof SITE_TEMPLATES)[number]
export type SiteLanguage = (typeof BUILDER_LANGUAGES)[number]
export type SiteFont = (typeof SITE_FONTS)[number]
export type SiteMenu = (typeof BUILDER_MENUS)[number]
export type SiteHeaderStyle = (typeof HEADER_STYLES)[number]
export type SiteFooterStyle = (typeof FOOTER_STYLES)[number]
export type { PageKind }

/** A page of the site: its address, its menu title and its ordered sections. */
export interface SitePage {
  /** The page's address under the site (`hakkimizda`); the renderer makes it unique and [a-z0-9-]. */
  slug: string
  title: string
  kind: PageKind
  /** Yayında: in the menu; Gizli: on the site, not in the menu; Taslak: only in the preview. */
  status: 'published' | 'hidden' | 'draft'
  /** Always resolved: the page's own sections, or the starter sections of its kind. */
  sections: readonly Section[]
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
  /**
   * The images sections may show: uploadId → src (same rules as SiteImage.src). A section image whose
   * uploadId is missing here is left out, never drawn as an empty box.
   */
  media: Readonly<Record<string, string>>
  /**
   * The published images' `srcset` (their smaller copies and the original, each by width): uploadId →
   * srcset. Absent in previews and on hosts that make no copies: the image has its src alone.
   */
  srcsets?: Readonly<Record<string, string>>
  /** The site's one set of contact details (the contact section, the footer, the WhatsApp button). */
  contact: { email: string; phone: string; address: string; whatsapp: string }
  /** Profile links as typed; only https: survives. */
  social: Partial<Record<'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube', string>>
  /** Builder features chosen (they shaped the starter sections). */
  features: readonly string[]
  ecommerce: boolean
  seo: { title: string; description: string; keywords: string }
}

export interface RenderOptions {
  /**
   * preview: drafts drawn and marked, forms and page links inert, the patch listener included (it accepts
   * new markup from `appOrigin` only, and runs under `nonce`). published: what visitors get, no script.
   */
  mode: 'preview' | 'published'
  nonce?: string
  appOrigin?: string
  /** The year in the footer (passed in: the renderer is pure). */
  year: number
  /** The page to draw: '' (home, the default), a page slug ('hakkimizda'), 'blog/ilk-yazi', or '404'. */
  page?: string
  /** Published: the site's root path for `<base href>` ('/sites/{slug}/' or '/'); default: siteUrl's path, else '/'. */
  basePath?: string
  /** The absolute URL of the site's root (canonical, Open Graph, sitemap); absent in the preview. */
  siteUrl?: string
}
