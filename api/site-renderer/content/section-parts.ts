import type { ContentImage, ContentLink, Section } from '../../site-content/site-sections.shared'
import { escapeAttr, escapeText, safeUrl } from '../escape'
import type { RenderContext } from '../render-context'
import type { ResolvedPage } from '../site-pages'
import { contentHref } from '../site-links'

// What the section renderers share: the frame (the id the editor scrolls to), the heading block,
// buttons, and images from the site's media.

export interface SectionArgs {
  context: RenderContext
  page: ResolvedPage
  /** The first section drawn on the page: its images load at once, the others lazily. */
  first: boolean
  /** A tinted background (sections alternate). */
  alt: boolean
  /** This section's title is the page's one <h1> (a hero at the top of the page). */
  h1: boolean
}

/** The attributes of a section's root: `id="s-{id}"` and `data-section` (the editor scrolls to them). */
export function sectionAttrs(section: Section, className: string): string {
  const id = escapeAttr(section.id)
  return `id="s-${id}" data-section="${id}" class="${className}"`
}

/** `<section>` with its frame; `inner` goes inside the page-wide column. */
export function frame(section: Section, args: SectionArgs, className: string, inner: string): string {
  const classes = `sec ${className}${args.alt ? ' alt' : ''}`
  return `<section ${sectionAttrs(section, classes)}><div class="wrap">${inner}</div></section>`
}

/** A section's <h2> and intro line, or nothing when both are empty. */
export function sectionHead(heading: string, intro = ''): string {
  const title = heading.trim()
  const lead = intro.trim()
  if (!title && !lead) return ''
  return (
    `<div class="head">${title ? `<h2>${escapeText(title)}</h2>` : ''}` +
    `${lead ? `<p class="intro">${escapeText(lead)}</p>` : ''}</div>`
  )
}

/** A button, or nothing when it has no words or no usable href. */
export function button(context: RenderContext, link: ContentLink | undefined, className = 'btn'): string {
  const label = link?.label.trim() ?? ''
  const attrs = label && link ? contentHref(context, link.href) : null
  return attrs ? `<a class="${className}"${attrs}>${escapeText(label)}</a>` : ''
}

/** The src of an upload in the site's media (checked like every image URL), else null. */
export function mediaSrc(context: RenderContext, uploadId: string | undefined): string | null {
  const media = context.model.media
  if (!uploadId || !media || !Object.hasOwn(media, uploadId)) return null
  const src = media[uploadId]
  return typeof src === 'string' ? safeUrl(src, 'image') : null
}

export interface ImageOptions {
  width: number
  height: number
  /** Loads at once (the first section); otherwise lazily. */
  eager: boolean
  /** The page's main image (an opening hero's): the browser fetches it first. */
  priority?: boolean
  /** Used when the image has no alt text of its own ('' = decorative). */
  altFallback?: string
  className?: string
  /**
   * How wide the image is drawn, for the browser's choice among its copies (`sizes`); by default up to
   * its `width` on a wide screen and the whole screen on a narrow one.
   */
  sizes?: string
}

/** srcset and sizes, when the image has copies (published pages, site-model.ts). */
function responsive(context: RenderContext, uploadId: string, options: ImageOptions): string {
  const srcsets = context.model.srcsets
  const srcset = srcsets && Object.hasOwn(srcsets, uploadId) ? srcsets[uploadId] : undefined
  if (typeof srcset !== 'string' || !/^[A-Za-z0-9_./ ,-]+$/.test(srcset)) return ''
  const sizes = options.sizes ?? `(min-width: ${options.width}px) ${options.width}px, 100vw`
  return ` srcset="${escapeAttr(srcset)}" sizes="${escapeAttr(sizes)}"`
}

/** An <img> of an upload with a size (nothing shifts as it loads), or nothing when it is not in the media. */
export function imageTag(
  context: RenderContext,
  image: ContentImage | null | undefined,
  options: ImageOptions,
) {
  const src = mediaSrc(context, image?.uploadId)
  if (!src || !image) return ''
  const alt = image.alt.trim() || options.altFallback?.trim() || ''
  const className = options.className ? ` class="${options.className}"` : ''
  const loading = options.priority ? ' fetchpriority="high"' : options.eager ? '' : ' loading="lazy"'
  return (
    `<img${className} src="${escapeAttr(src)}"${responsive(context, image.uploadId, options)}` +
    ` alt="${escapeAttr(alt)}" width="${options.width}" height="${options.height}"${loading} decoding="async">`
  )
}

/** Text with its line breaks kept as paragraphs. */
export function paragraphs(text: string, className = ''): string {
  const attrs = className ? ` class="${className}"` : ''
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p${attrs}>${escapeText(line)}</p>`)
    .join('')
}
