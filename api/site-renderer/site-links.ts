import { isAllowedHref } from '../site-content/rich-text.shared'
import { dialablePhone, escapeAttr, safeUrl } from './escape'
import { externalAttrs, href, type RenderContext } from './render-context'

// Links between the site's pages. Published, they are relative to the page's <base href> (the site's
// root): home is './', a page its slug, a post 'blog/ilk-yazi', so the same page works under
// /sites/{slug}/ and on the customer's own domain. In the preview they are inert (the frame has nowhere
// to go): '#' with the wanted path in data-page, which the preview script reports to the panel.

/**
 * An in-page link (`#main`, `#iletisim`). Published, it names the page too: under <base href> a bare
 * '#x' would lead to the site's home page instead of a place on this one.
 */
export function hashHref(context: RenderContext, anchor: string): string {
  const hash = `#${anchor.replace(/^#/, '')}`
  if (context.preview) return href(hash)
  return href(context.path === '' ? `./${hash}` : `${context.path}${hash}`)
}

/** The attributes of a link to a site path ('' = home; may end in '#anchor'). */
export function pageHref(context: RenderContext, path: string): string {
  if (context.preview) return ` href="#" data-page="${escapeAttr(path)}"`
  return href(path === '' || path.startsWith('#') ? `./${path}` : path)
}

/**
 * The attributes of a link the customer wrote (buttons, rich text), or null when it may not be drawn:
 * it passes isAllowedHref again (stored content is not trusted), '/x' becomes the page link 'x', '/' home,
 * '#x' stays on the page, https: leaves the site, mailto: and tel: as they are.
 */
export function contentHref(context: RenderContext, value: string): string | null {
  const wanted = value.trim()
  if (wanted === '' || !isAllowedHref(wanted)) return null
  if (wanted.startsWith('#')) return hashHref(context, wanted)
  if (wanted.startsWith('/')) return pageHref(context, wanted.replace(/^\/+/, '').replace(/\/+(?=#|$)/, ''))
  if (/^tel:/i.test(wanted)) {
    const dial = dialablePhone(wanted.slice(4))
    return dial ? href(`tel:${dial}`) : null
  }
  if (/^mailto:/i.test(wanted)) return href(wanted)
  const url = safeUrl(wanted, 'link')
  return url ? href(url) + externalAttrs(context) : null
}
