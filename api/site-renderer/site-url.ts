// The absolute addresses of a published site (canonical links, Open Graph, the sitemap): its root URL as
// given by the publisher, and the paths under it. Anything but an http(s) URL gives none.

/** `siteUrl` as a root ending in '/', or null when it is not an http(s) URL. */
export function siteRoot(siteUrl: string | undefined): string | null {
  if (!siteUrl) return null
  try {
    const url = new URL(siteUrl.trim())
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    url.search = ''
    url.hash = ''
    if (!url.pathname.endsWith('/')) url.pathname += '/'
    return url.href
  } catch {
    return null
  }
}

/** The absolute URL of a site path ('' = the root) or of a relative image (`media/<id>`). */
export function absoluteUrl(root: string, path: string): string {
  return new URL(path, root).href
}

const BASE_PATH = /^\/(?:[a-z0-9._~-]+\/)*$/i

/** The published site's `<base href>`: a root-relative path ending in '/', else '/'. */
export function basePathOf(basePath: string | undefined): string {
  const value = basePath?.trim() ?? ''
  if (value === '') return '/'
  const withSlash = value.endsWith('/') ? value : `${value}/`
  return BASE_PATH.test(withSlash) ? withSlash : '/'
}

/** A page's `<base href>`: the site's root relative to the page's path ('' and 'x' → './', 'blog/x' → '../'). */
export function relativeBase(path: string): string {
  const depth = path.split('/').length - 1
  return depth === 0 ? './' : '../'.repeat(depth)
}
