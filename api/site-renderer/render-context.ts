import { BUILDER_LANGUAGES } from '../builder/builder-options.shared'
import { dialablePhone, escapeAttr, safeEmail, safeUrl, whatsappNumber } from './escape'
import type { RenderOptions, SiteLanguage, SiteModel } from './site-model'
import {
  findTarget,
  homeOf,
  normalizePath,
  resolvePages,
  type ResolvedPage,
  type SiteTarget,
} from './site-pages'
import { siteStrings, type SiteStrings } from './site-strings'
import { siteRoot } from './site-url'

// What every part of the page needs, worked out once per render: the strings of the site's language, the
// name (or its placeholder), checked contact details, the pages that exist and the one being drawn.

export interface ContactDetails {
  email: string | null
  phone: { display: string; dial: string } | null
  /** The international digits for wa.me. */
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
  /** The pages that exist in this mode, in the model's order. */
  pages: readonly ResolvedPage[]
  home: ResolvedPage
  /** What this document draws. */
  target: SiteTarget
  /** This document's path under the site ('' = home): in-page #links carry it, the <base> would move them. */
  path: string
  contact: ContactDetails
  /** The site's absolute root URL ending in '/', when the publisher gave one. */
  siteUrl: string | null
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
  const social = Object.entries(SOCIAL_NAMES).flatMap(([network, label]) => {
    const href = safeUrl(model.social[network as keyof SiteModel['social']] ?? '', 'link')
    return href?.startsWith('https:') ? [{ network: label, href }] : []
  })
  return {
    email: safeEmail(model.contact.email),
    phone: dial ? { display: phoneText, dial } : null,
    whatsapp: whatsappNumber(model.contact.whatsapp ?? ''),
    address: model.contact.address.trim(),
    social,
  }
}

export function renderContext(model: SiteModel, options: RenderOptions): RenderContext {
  const language = BUILDER_LANGUAGES.includes(model.language) ? model.language : 'tr'
  const strings = siteStrings(language)
  const preview = options.mode === 'preview'
  const pages = resolvePages({ ...model, language }, preview)
  const target = findTarget(pages, options.page)
  const path =
    target.kind === 'page'
      ? target.page.path
      : target.kind === 'post'
        ? target.post.path
        : normalizePath(options.page) || '404'
  return {
    model,
    language,
    strings,
    preview,
    name: model.name.trim() || strings.companyPlaceholder,
    sector: model.sector.trim(),
    pages,
    home: homeOf(pages),
    target,
    path,
    contact: contactDetails(model),
    siteUrl: preview ? null : siteRoot(options.siteUrl),
    year: options.year,
  }
}

/** rel/target of a link that leaves the site: in the preview it opens a new tab (the frame stays). */
export function externalAttrs(context: RenderContext): string {
  return context.preview ? ' target="_blank" rel="noopener noreferrer"' : ' rel="noopener"'
}

/** An escaped href attribute. */
export const href = (url: string) => ` href="${escapeAttr(url)}"`
