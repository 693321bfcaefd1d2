import { renderStatusPage, type StatusPageKind } from '../site-renderer/status-page'

// What a published site answers, as status, headers and body, for both hosts: the API's /sites/ routes
// (the service worker's demo, tests) turn it into a Response; the Node host writes it itself with
// compressed copies. docs/rules/publishing.md#serving.

/**
 * A published page runs no script, loads nothing from elsewhere but images, and sends forms to itself only.
 * Its `<base href>` is the site's root, on the same origin (`base-uri 'self'`).
 * `connect-src 'self'` grants nothing a page without script could use; it lets audits that fetch the
 * site's own /robots.txt from inside the page (Lighthouse's SEO check) read it.
 */
export const PUBLISHED_PAGE_CSP =
  "default-src 'none'; img-src 'self' data: https:; style-src 'unsafe-inline'; connect-src 'self'; form-action 'self'; base-uri 'self'; frame-ancestors 'none'"
/** Stored by caches, but asked again (If-None-Match) on every visit: a republished page shows at once. */
export const PUBLISHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
export const MAINTENANCE_RETRY_AFTER_SECONDS = 3600
/** Images are immutable under their upload id; an hour keeps a removed one from lingering long. */
const MEDIA_CACHE_CONTROL = 'public, max-age=3600'

export interface SiteAnswer {
  status: 200 | 301 | 303 | 304 | 404 | 405 | 413 | 422 | 429 | 503
  headers: Record<string, string>
  /** The page or status page (text), an image's bytes, or nothing. */
  body: string | Uint8Array<ArrayBuffer> | null
  /** Set when `body` is the published page: its etag keys the Node host's compressed copies. */
  pageEtag?: string
}

export const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': PUBLISHED_PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

/** The quoted ETag header value of a stored etag. */
export const etagHeader = (etag: string) => `"${etag}"`

/** If-None-Match names the etag (or `*`); weak tags and the Node host's encodings count as the same page. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
    return bare === '*' || bare === etag
  })
}

export function pageAnswer(
  page: { html: string; etag: string },
  ifNoneMatch: string | undefined,
  status: 200 | 404 = 200,
): SiteAnswer {
  const headers = { ETag: etagHeader(page.etag), 'Cache-Control': PUBLISHED_PAGE_CACHE_CONTROL }
  if (status === 200 && matchesEtag(ifNoneMatch, page.etag))
    return { status: 304, headers, body: null, pageEtag: page.etag }
  return { status, headers: { ...HTML_HEADERS, ...headers }, body: page.html, pageEtag: page.etag }
}

/** The site's sitemap.xml or robots.txt, as stored with its pages at publication. */
export function siteFileAnswer(file: { html: string; etag: string }, kind: 'sitemap' | 'robots'): SiteAnswer {
  return {
    status: 200,
    headers: {
      'Content-Type': kind === 'sitemap' ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      ETag: etagHeader(file.etag),
    },
    body: file.html,
  }
}

/** The site's maintenance page (503, come back in an hour) or its 404. */
export function statusAnswer(kind: Extract<StatusPageKind, 'maintenance' | 'not-found'>, siteName?: string) {
  const maintenance = kind === 'maintenance'
  const answer: SiteAnswer = {
    status: maintenance ? 503 : 404,
    headers: { ...HTML_HEADERS, 'Cache-Control': 'no-store' },
    body: renderStatusPage(kind, siteName ? { siteName } : {}),
  }
  if (maintenance) answer.headers['Retry-After'] = String(MAINTENANCE_RETRY_AFTER_SECONDS)
  return answer
}

export function mediaAnswer(
  media: { mimeType: string; sha256: string; bytes: Uint8Array<ArrayBuffer> },
  ifNoneMatch: string | undefined,
): SiteAnswer {
  const headers: Record<string, string> = {
    ETag: etagHeader(media.sha256),
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
  if (matchesEtag(ifNoneMatch, media.sha256)) return { status: 304, headers, body: null }
  return { status: 200, headers: { ...headers, 'Content-Type': media.mimeType }, body: media.bytes }
}

export const redirectAnswer = (location: string): SiteAnswer => ({
  status: 301,
  headers: { Location: location, 'Cache-Control': 'public, max-age=3600' },
  body: null,
})

export const methodNotAllowedAnswer = (allow = 'GET, HEAD'): SiteAnswer => ({
  status: 405,
  headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  body: 'Method Not Allowed',
})

/** A published site welcomes crawlers: the page is what the customer wants found (sites published before sitemaps). */
export const robotsAnswer = (): SiteAnswer => ({
  status: 200,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  body: 'User-agent: *\nAllow: /\n',
})
