import { escapeAttr, escapeText, safeUrl } from './escape'
import { previewPatchScript } from './preview-patch-script'
import { renderContext, type RenderContext } from './render-context'
import { renderSection } from './sections'
import { renderFooter } from './site-footer'
import { renderHeader } from './site-header'
import type { RenderOptions, SiteModel } from './site-model'
import { themeFor } from './theme'

// The one renderer of a customer's site: the server's preview host, the service worker's preview host and
// the publisher all call renderSite. Pure: the model and the options in, a whole HTML document out
// (docs/rules/site-rendering.md).

const DESCRIPTION_MAX = 160
const NONCE = /^[a-z0-9+/=_-]{8,128}$/i

function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`
}

function head(context: RenderContext, options: RenderOptions, css: string, themeColor: string): string {
  const { model, strings, name, sector } = context
  const title = model.seo.title.trim() || (sector ? `${name} — ${sector}` : name)
  const description = truncate(
    model.seo.description.trim() || model.description.trim() || strings.metaDescription(name, sector),
    DESCRIPTION_MAX,
  )
  const keywords = model.seo.keywords.trim()
  const favicon = (model.favicon && safeUrl(model.favicon.src, 'image')) ?? 'data:,'
  let markup =
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeText(title)}</title><meta name="description" content="${escapeAttr(description)}">` +
    (keywords ? `<meta name="keywords" content="${escapeAttr(keywords)}">` : '') +
    `<meta name="theme-color" content="${themeColor}">` +
    `<meta property="og:type" content="website"><meta property="og:title" content="${escapeAttr(title)}">` +
    `<meta property="og:description" content="${escapeAttr(description)}">` +
    `<link rel="icon" href="${escapeAttr(favicon)}"><style>${css}</style>`
  if (options.mode === 'preview') {
    const nonce = options.nonce && NONCE.test(options.nonce) ? ` nonce="${options.nonce}"` : ''
    markup += `<meta name="robots" content="noindex"><script${nonce}>${previewPatchScript(options.appOrigin)}</script>`
  }
  return markup
}

export function renderSite(model: SiteModel, options: RenderOptions): string {
  const context = renderContext(model, options.mode === 'preview', options.year)
  const theme = themeFor(model)
  let sections = ''
  let position = 0
  for (const page of context.pages) {
    sections += renderSection(page, context, page.kind === 'home' ? 0 : position)
    if (page.kind !== 'home') position++
  }
  return (
    `<!doctype html><html lang="${context.language}" dir="${context.strings.dir}"><head>` +
    head(context, options, theme.css, theme.themeColor) +
    `</head><body><a class="skip" href="#main">${escapeText(context.strings.skipLink)}</a>` +
    renderHeader(context, theme.menu) +
    `<main id="main" tabindex="-1">${sections}</main>` +
    renderFooter(context, theme.footer) +
    `</body></html>`
  )
}
