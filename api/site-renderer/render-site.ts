import { renderMain } from './content/page-main'
import { escapeAttr, safeUrl } from './escape'
import { previewPatchScript } from './preview-patch-script'
import { renderContext, type RenderContext } from './render-context'
import { renderFooter } from './site-footer'
import { headInfo, seoTags, titleTags } from './site-head'
import { renderHeader } from './site-header'
import type { RenderOptions, SiteModel } from './site-model'
import { basePathOf, relativeBase } from './site-url'
import { themeFor } from './theme'

// The one renderer of a customer's site: the server's preview host, the service worker's preview host and
// the publisher all call renderSite. Pure: the model and the options in, the whole HTML document of one
// page out (docs/rules/site-rendering.md). Published, the page's links are relative to its <base href>,
// which is relative itself: the site's root seen from the page.

const NONCE = /^[a-z0-9+/=_-]{8,128}$/i

function head(context: RenderContext, options: RenderOptions, css: string, themeColor: string): string {
  const { model } = context
  const info = headInfo(context)
  const keywords = model.seo.keywords.trim()
  const favicon = (model.favicon && safeUrl(model.favicon.src, 'image')) ?? 'data:,'
  // <base> first: every relative address after it (favicon, media/…) resolves against the site's root.
  // A page's base is relative ('./', '../' under a post), so one stored page works at /sites/{slug}/… and on
  // the site's own domain alike. The 404 page answers at any depth: its base is the site's root path
  // (basePath, else the site URL's: https://…/sites/{slug}/ → /sites/{slug}/).
  const basePath = options.basePath ?? (context.siteUrl ? new URL(context.siteUrl).pathname : undefined)
  const baseHref = context.target.kind === 'not-found' ? basePathOf(basePath) : relativeBase(context.path)
  const base = context.preview ? '' : `<base href="${escapeAttr(baseHref)}">`
  let markup =
    `<meta charset="utf-8">${base}<meta name="viewport" content="width=device-width, initial-scale=1">` +
    titleTags(info) +
    (keywords ? `<meta name="keywords" content="${escapeAttr(keywords)}">` : '') +
    `<meta name="theme-color" content="${themeColor}">` +
    seoTags(context, info) +
    `<link rel="icon" href="${escapeAttr(favicon)}"><style>${css}</style>`
  if (context.preview) {
    const nonce = options.nonce && NONCE.test(options.nonce) ? ` nonce="${options.nonce}"` : ''
    markup += `<meta name="robots" content="noindex"><script${nonce}>${previewPatchScript(options.appOrigin)}</script>`
  } else if (context.target.kind === 'not-found') {
    markup += `<meta name="robots" content="noindex">`
  }
  return markup
}

export function renderSite(model: SiteModel, options: RenderOptions): string {
  const context = renderContext(model, options)
  const main = renderMain(context)
  const theme = themeFor(model, main.kinds)
  return (
    `<!doctype html><html lang="${context.language}" dir="${context.strings.dir}"><head>` +
    head(context, options, theme.css, theme.themeColor) +
    `</head><body>` +
    renderHeader(context, theme.menu) +
    `<main id="main" tabindex="-1">${main.html}</main>` +
    renderFooter(context, theme.footer) +
    `</body></html>`
  )
}
