import { richTextPlain } from '../site-content/rich-text.shared'
import type { Section } from '../site-content/site-sections.shared'
import { mediaSrc } from './content/section-parts'
import { escapeAttr, escapeText, safeUrl } from './escape'
import { localBusinessJsonLd } from './json-ld'
import type { RenderContext } from './render-context'
import type { ResolvedPage } from './site-pages'
import { absoluteUrl } from './site-url'

// What the document says about itself: title, description, canonical address, Open Graph and the
// schema.org data. Addresses are absolute only when the publisher gave the site's URL.

const DESCRIPTION_MAX = 160

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`
}

/** The first words a page's sections say (a hero's line, an intro, a text), for its description. */
function sectionSummary(section: Section): string {
  switch (section.kind) {
    case 'hero':
    case 'cta':
    case 'contact':
      return section.text
    case 'text':
      return richTextPlain(section.body)
    case 'services':
    case 'team':
    case 'pricing':
    case 'gallery':
    case 'menu':
    case 'blog':
      return section.intro
    default:
      return ''
  }
}

const pageSummary = (page: ResolvedPage) =>
  page.sections
    .filter((section) => !section.hidden)
    .map(sectionSummary)
    .find((text) => text.trim() !== '') ?? ''

export interface HeadInfo {
  title: string
  description: string
  /** The page's path under the site, or null for the 404 page (no canonical address). */
  path: string | null
  type: 'website' | 'article'
  /** The page's own image (a blog cover, an opening hero's), as its src. */
  image: string | null
}

/** The title, description and address of what this document draws. */
export function headInfo(context: RenderContext): HeadInfo {
  const { model, name, strings, target } = context
  const seoDescription = model.seo.description.trim()
  const fallback = [model.description.trim(), strings.metaDescription(name, context.sector)]
  const first = (...texts: string[]) =>
    truncate(texts.find((text) => text.trim() !== '') ?? '', DESCRIPTION_MAX)
  if (target.kind === 'post') {
    const { post } = target.post
    return {
      title: `${post.title.trim()} – ${name}`,
      description: first(post.excerpt, richTextPlain(post.body), seoDescription, ...fallback),
      path: target.post.path,
      type: 'article',
      image: mediaSrc(context, post.cover?.uploadId),
    }
  }
  if (target.kind === 'not-found') {
    return {
      title: `${strings.notFound.heading} – ${name}`,
      description: strings.notFound.text,
      path: null,
      type: 'website',
      image: null,
    }
  }
  const { page } = target
  const home = page.path === ''
  const hero = page.sections.find((section) => section.kind === 'hero' && !section.hidden)
  return {
    title: home ? model.seo.title.trim() || name : `${page.title} – ${name}`,
    description: home
      ? first(seoDescription, pageSummary(page), ...fallback)
      : first(pageSummary(page), seoDescription, ...fallback),
    path: page.path,
    type: 'website',
    image: hero?.kind === 'hero' ? mediaSrc(context, hero.image?.uploadId) : null,
  }
}

/** An absolute image URL for Open Graph and schema.org (never a data: URL), or null. */
function absoluteImage(context: RenderContext, src: string | null): string | null {
  const root = context.siteUrl
  if (!root || !src || src.startsWith('data:')) return null
  return absoluteUrl(root, src)
}

/** The <meta>/<link> elements of search engines and link previews, and the schema.org data. */
export function seoTags(context: RenderContext, info: HeadInfo): string {
  const root = context.siteUrl
  const url = root && info.path !== null ? absoluteUrl(root, info.path) : null
  const logo = context.model.logo ? safeUrl(context.model.logo.src, 'image') : null
  const image = absoluteImage(context, info.image) ?? absoluteImage(context, logo)
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttr(content)}">`
  let tags =
    (url ? `<link rel="canonical" href="${escapeAttr(url)}">` : '') +
    meta('og:type', info.type) +
    meta('og:title', info.title) +
    meta('og:description', info.description) +
    meta('og:site_name', context.name) +
    meta('og:locale', context.strings.locale.replace('-', '_')) +
    (url ? meta('og:url', url) : '') +
    (image ? meta('og:image', image) : '')
  if (!context.preview && info.path !== null)
    tags += localBusinessJsonLd(context, absoluteImage(context, logo))
  return tags
}

/** `<title>` and the meta description. */
export const titleTags = (info: HeadInfo) =>
  `<title>${escapeText(info.title)}</title><meta name="description" content="${escapeAttr(info.description)}">`
