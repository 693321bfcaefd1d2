import type { SectionKind } from '../../site-content/site-sections.shared'
import { escapeText } from '../escape'
import type { RenderContext } from '../render-context'
import { pageHref } from '../site-links'
import type { ResolvedPage } from '../site-pages'
import { blogPostPage } from './blog-section'
import { OWN_BACKGROUND, renderSection } from './render-section'

// The <main> of the document: a page's sections in order, one blog post, or the site's 404 page. Every
// page has exactly one <h1>: the title of a hero that opens the page, else a page heading (the site's
// name on the home page, the page's title elsewhere).

export interface MainContent {
  html: string
  /** The section kinds drawn (only their CSS reaches the page). */
  kinds: ReadonlySet<SectionKind>
}

/** A home page's description under its heading, when it is short enough to be a lead line. */
const LEAD_MAX = 220

function pageHeading(context: RenderContext, page: ResolvedPage): string {
  const home = page.path === ''
  const description = context.model.description.trim()
  const lead =
    home && description && description.length <= LEAD_MAX
      ? `<p class="lead">${escapeText(description)}</p>`
      : ''
  return `<div class="page-head"><div class="wrap"><h1>${escapeText(home ? context.name : page.title)}</h1>${lead}</div></div>`
}

function pageMain(context: RenderContext, page: ResolvedPage): MainContent {
  const visible = page.sections.filter((section) => !section.hidden)
  const opener = visible[0]
  const heroH1 = opener?.kind === 'hero' && opener.title.trim() !== ''
  const kinds = new Set<SectionKind>()
  let html =
    page.status === 'draft' && context.preview
      ? `<div class="wrap"><p class="draft">${escapeText(context.strings.draftBadge)}</p></div>`
      : ''
  if (!heroH1) html += pageHeading(context, page)
  let drawn = 0
  let tinted = 0
  for (const section of visible) {
    const ownBackground = OWN_BACKGROUND.has(section.kind)
    const markup = renderSection(section, {
      context,
      page,
      first: drawn === 0,
      alt: !ownBackground && tinted % 2 === 1,
      h1: heroH1 && section === opener,
    })
    if (!markup) continue
    drawn++
    if (!ownBackground) tinted++
    kinds.add(section.kind)
    html += markup
  }
  return { html, kinds }
}

function notFoundMain(context: RenderContext): MainContent {
  const words = context.strings.notFound
  const html =
    `<section class="sec notfound"><div class="wrap"><h1>${escapeText(words.heading)}</h1>` +
    `<p class="intro">${escapeText(words.text)}</p>` +
    `<p><a class="btn"${pageHref(context, '')}>${escapeText(words.link)}</a></p></div></section>`
  return { html, kinds: new Set() }
}

export function renderMain(context: RenderContext): MainContent {
  const { target } = context
  if (target.kind === 'page') return pageMain(context, target.page)
  if (target.kind === 'post')
    return { html: blogPostPage(context, target.post), kinds: new Set(['text', 'blog']) }
  return notFoundMain(context)
}
