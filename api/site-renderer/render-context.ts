import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import { dialablePhone, escapeAttr, safeEmail, safeUrl, whatsappNumber } from './escape'
import { uniqueSlugs } from './page-slug'
import type { SiteLanguage, SiteModel, SitePage } from './site-model'
import { siteStrings, type PageKind, type SiteStrings } from './site-strings'

// What every part of the page needs, worked out once per render: the strings of the site's language, the
// name (or its placeholder), checked contact details, and the pages that are drawn with their anchors.

export interface RenderedPage extends SitePage {
  /** Unique, [a-z0-9-]: the section's id and the menu's #anchor. */
  anchor: string
  inMenu: boolean
}

export interface ContactDetails {
  email: string | null
  phone: { display: string; dial: string } | null
  whatsapp: string | null
  address: string
  social: readonly { network: string; href: string }[]
}

export interface RenderContext {
  model: SiteModel
  /** The model's language when it is one the renderer knows, else tr. */
  language: SiteLanguage
  strings: SiteStrings
  preview: boolean
  /** The name as shown: the model's, or the language's 'Firma Adınız'. */
  name: string
  sector: string
  pages: readonly RenderedPage[]
  /** The anchor of the first drawn page of a kind (for buttons such as 'İletişime geçin'). */
  anchorOf: (kind: PageKind) => string | null
  contact: ContactDetails
  year: number
}

const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

function contactDetails(model: SiteModel): ContactDetails {
  const phoneText = model.contact.phone.trim()
  const dial = dialablePhone(phoneText)
  const wants = (feature: string) => model.features.includes(feature)
  const social = Object.entries(SOCIAL_NAMES).flatMap(([network, label]) => {
    const href = safeUrl(model.social[network as keyof SiteModel['social']] ?? '', 'link')
    return href?.startsWith('https:') ? [{ network: label, href }] : []
  })
  return {
    email: safeEmail(model.contact.email),
    phone: dial ? { display: phoneText, dial } : null,
    whatsapp: wants('whatsapp') ? whatsappNumber(phoneText) : null,
    address: model.contact.address.trim(),
    social,
  }
}

/** The pages drawn in this mode: drafts only in the preview; always one home (the page's only <h1>). */
function drawnPages(model: SiteModel, preview: boolean, strings: SiteStrings): RenderedPage[] {
  const slugFor = uniqueSlugs()
  let hasHome = false
  const pages: RenderedPage[] = []
  for (const given of model.pages) {
    // A kind or status the renderer does not know (a caller's slip) draws as a custom page / a draft.
    const kind = Object.hasOwn(strings.pageTitles, given.kind) ? given.kind : 'custom'
    const status: SitePage['status'] =
      given.status === 'published' || given.status === 'hidden' ? given.status : 'draft'
    const page = { ...given, kind, status }
    if (page.status === 'draft' && !preview) continue
    if (page.kind === 'home') {
      if (hasHome) continue
      hasHome = true
    }
    const title = page.title.trim() || strings.pageTitles[page.kind] || strings.pageTitles.custom
    pages.push({
      ...page,
      title,
      anchor: slugFor(page.slug || title, page.kind),
      inMenu: page.status !== 'hidden',
    })
  }
  if (!hasHome) {
    const title = strings.pageTitles.home
    pages.unshift({
      slug: 'home',
      title,
      kind: 'home',
      status: 'hidden',
      anchor: slugFor('', 'home'),
      inMenu: false,
    })
  }
  return pages
}

export function renderContext(model: SiteModel, preview: boolean, year: number): RenderContext {
  const language = BUILDER_LANGUAGES.includes(model.language) ? model.language : 'tr'
  const strings = siteStrings(language)
  const pages = drawnPages(model, preview, strings)
  const anchors = new Map<PageKind, string>()
  for (const page of pages) if (!anchors.has(page.kind)) anchors.set(page.kind, page.anchor)
  return {
    model,
    language,
    strings,
    preview,
    name: model.name.trim() || strings.companyPlaceholder,
    sector: model.sector.trim(),
    pages,
    anchorOf: (kind) => anchors.get(kind) ?? null,
    contact: contactDetails(model),
    year,
  }
}

/** rel/target of a link that leaves the site: in the preview it opens a new tab (the frame stays). */
export function externalAttrs(context: RenderContext): string {
  return context.preview ? ' target="_blank" rel="noopener noreferrer"' : ' rel="noopener"'
}

/** An escaped href attribute. */
export const href = (url: string) => ` href="${escapeAttr(url)}"`
