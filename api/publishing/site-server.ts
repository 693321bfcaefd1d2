import type { ApiPorts } from '../ports'
import type { EventBus } from '../ports/infrastructure'
import { variantKey } from '../uploads/image-variants'
import type { PublishedSiteRecord } from './published-site.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import { isImageType } from '../websites/website-image-type'
import { publishedMediaIds } from './media-references'
import {
  mediaAnswer,
  methodNotAllowedAnswer,
  pageAnswer,
  redirectAnswer,
  robotsAnswer,
  siteFileAnswer,
  statusAnswer,
  type SiteAnswer,
} from './published-page'
import { createSiteLookups, type Found, type SiteAddress } from './site-lookups'
import { createVisitCounter } from './visit-counter'
import type { PageViewCounter } from './page-view-counter'
import { siteUrlOf } from './published-html'
import { CONFIRM_PATH, type FormBody, type SiteForms } from '../site-forms/site-forms'

// A published site answering a request, for both hosts (the API's /sites/{slug}/ routes and the Node
// host's /sites/ paths and customer domains): which site an address names, what its status lets it
// show, and the visit to count. docs/rules/publishing.md#serving.

export type { SiteAddress }
export { STALE_LOOKUP_MS } from './site-lookups'

export interface SiteRequest {
  method: string
  /**
   * Under the site: '' is the home page, 'hakkimizda' or 'blog/<post>' another page, 'media/<uploadId>' an
   * image, 'robots.txt' and 'sitemap.xml'; anything else the site's 404.
   */
  path: string
  ifNoneMatch?: string
  userAgent?: string
  referer?: string
  /** The host the request named (a Referer from it is no referral). */
  host: string
  /** Asked only when a visit is counted or a form posted. */
  clientIp: () => string
  /** The query string without its '?' ('' when none): a page after a form was sent says so. */
  query?: string
  /** A POST's form fields, read by the host within its size limit (docs/rules/site-forms.md). */
  body?: () => Promise<FormBody>
}

export interface ServedSite {
  answer: SiteAnswer
  /** Set for a page GET answered 200 or 304: the caller counts it (before or after answering). */
  countVisit: (() => Promise<boolean>) | null
}

const MEDIA_PATH = /^media\/([A-Za-z0-9_-]{1,64})$/
/** One of an image's smaller copies: `media/<uploadId>.w<width>.webp` (api/uploads/image-variants.ts). */
const VARIANT_PATH = /^media\/([A-Za-z0-9_-]{1,64})\.w(\d{1,5})\.webp$/
const SITE_FILES = new Set(['404', 'robots.txt', 'sitemap.xml'])

/** A page of the site other than home: not one of its files, not an image. */
const isPagePath = (path: string) => !SITE_FILES.has(path) && !path.startsWith('media/')

/** A stored page or file of the site by its path (own keys only: the path comes from the address bar). */
const storedPage = (site: PublishedSiteRecord, path: string) =>
  Object.hasOwn(site.pages, path) ? site.pages[path] : undefined
const REFERENCES_CAP = 64

export interface SiteServerOptions {
  /** How long a lookup of a domain or slug is fresh; 0 (the API route): every request reads the store. */
  lookupTtlMs?: number
  /** Changes of websites: a change drops every lookup at once, in every process (docs/rules/publishing.md#serving). */
  events?: Pick<EventBus, 'subscribe'>
  /** The sites' forms (api/site-forms/): without them a page only answers GET and HEAD. */
  forms?: SiteForms
  /** Where the views of pages go (one per process, shared by both hosts); without it none are counted. */
  pageViews?: PageViewCounter
}

export function createSiteServer(ports: ApiPorts, options: SiteServerOptions = {}) {
  const repos = ports.repos
  const visits = createVisitCounter(ports, options.pageViews)
  const references = new Map<string, Set<string>>()
  const lookup = createSiteLookups(ports, options)

  function shows(site: PublishedSiteRecord, uploadId: string): boolean {
    let ids = references.get(site.etag)
    if (!ids) {
      if (references.size >= REFERENCES_CAP) references.clear()
      ids = publishedMediaIds(site)
      references.set(site.etag, ids)
    }
    return ids.has(uploadId)
  }

  /** An image the page shows, or (`width`) one of its copies that the upload records. */
  async function media(
    site: PublishedSiteRecord,
    website: WebsiteRecord,
    uploadId: string,
    request: SiteRequest,
    width?: number,
  ) {
    const upload = shows(site, uploadId) ? await repos.uploads.findById(uploadId) : null
    const usable = upload && upload.userId === website.ownerId && isImageType(upload.mimeType)
    const copy = width === undefined || upload?.variants?.copies.some((c) => c.width === width)
    const key = upload && (width === undefined ? upload.storageKey : variantKey(upload.storageKey, width))
    const bytes = usable && copy && key ? await ports.files?.get(key) : null
    if (!upload || !bytes) return statusAnswer('not-found', website.name)
    // A copy is made from the original by fixed steps: its tag is the original's, marked with the width.
    return width === undefined
      ? mediaAnswer({ mimeType: upload.mimeType, sha256: upload.sha256, bytes }, request.ifNoneMatch)
      : mediaAnswer(
          { mimeType: 'image/webp', sha256: `${upload.sha256}.w${width}`, bytes },
          request.ifNoneMatch,
        )
  }

  async function answer(found: Found, request: SiteRequest, address: SiteAddress): Promise<SiteAnswer> {
    const { forms } = options
    const { site, website } = found
    const isPost = request.method === 'POST' && forms !== undefined
    const allow = forms ? 'GET, HEAD, POST' : 'GET, HEAD'
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isPost) return methodNotAllowedAnswer(allow)
    if (!site || !website || website.status === 'inactive' || website.status === 'draft') {
      return statusAnswer('not-found', website?.name)
    }
    if (website.status === 'maintenance') return statusAnswer('maintenance', website.name)
    // An unpaid invoice past the grace period: the maintenance page, nothing deleted (invoices-and-plans.md#dunning).
    if (found.suspended) return statusAnswer('maintenance', website.name)
    // A domain and its www. twin are one site: the twin redirects to the domain the site holds.
    if ('domain' in address && site.domain && address.domain !== site.domain && request.method !== 'POST') {
      const query = request.query ? `?${request.query}` : ''
      return redirectAnswer(`//${site.domain}/${request.path}${query}`)
    }
    const formAnswer = forms ? await formsAnswer(forms, site, website, request, address) : null
    if (formAnswer) return formAnswer
    return isPost ? methodNotAllowedAnswer(allow) : pathAnswer(site, website, request)
  }

  /** A site's forms: a post to a page, a confirmation link, a page with a form (stamped, or after a post). */
  async function formsAnswer(
    forms: SiteForms,
    site: PublishedSiteRecord,
    website: WebsiteRecord,
    request: SiteRequest,
    address: SiteAddress,
  ): Promise<SiteAnswer | null> {
    const { path } = request
    const token = CONFIRM_PATH.exec(path)?.[1]
    if (token) return forms.confirm(website, site.html, token, request.method)
    const page = path === '' ? site : isPagePath(path) ? storedPage(site, path) : undefined
    if (!page) return null
    if (request.method === 'POST') {
      const siteRoot =
        'slug' in address ? siteUrlOf('', site.slug, ports.config.publicUrl) : `https://${address.domain}/`
      const body = request.body ?? (() => Promise.resolve(null))
      return forms.post(website, page.html, { path, clientIp: request.clientIp, body, siteRoot })
    }
    const stamped = await forms.stamp(page.html)
    if (!stamped) return null
    const noted = request.query ? forms.noted(stamped.html, new URLSearchParams(request.query)) : null
    if (noted) return noted
    const answer = pageAnswer({ html: stamped.html, etag: page.etag }, request.ifNoneMatch)
    // The Node host compresses this slot's copy once; the ETag stays the page's (an older time is fine).
    return { ...answer, pageEtag: `${page.etag}.${stamped.slot}` }
  }

  async function pathAnswer(site: PublishedSiteRecord, website: WebsiteRecord, request: SiteRequest) {
    const { path } = request
    if (path === '') return pageAnswer(site, request.ifNoneMatch)
    const stored = storedPage(site, path)
    if (path === 'robots.txt') return stored ? siteFileAnswer(stored, 'robots') : robotsAnswer()
    if (path === 'sitemap.xml' && stored) return siteFileAnswer(stored, 'sitemap')
    if (stored && isPagePath(path)) return pageAnswer(stored, request.ifNoneMatch)
    // 'hakkimizda/' is the page without its slash: its relative links only work from the page's address.
    const bare = path.replace(/\/+$/, '')
    if (bare !== path && bare !== '' && storedPage(site, bare) && isPagePath(bare)) {
      return redirectAnswer(`../${bare.split('/').pop() ?? ''}`)
    }
    const uploadId = MEDIA_PATH.exec(path)?.[1]
    if (uploadId) return media(site, website, uploadId, request)
    const variant = VARIANT_PATH.exec(path)
    if (variant?.[1]) return media(site, website, variant[1], request, Number(variant[2]))
    const notFound = storedPage(site, '404')
    return notFound ? pageAnswer(notFound, undefined, 404) : statusAnswer('not-found', website.name)
  }

  return {
    /** null: no site answers to this domain (the Node host then serves the app as before). */
    async serve(address: SiteAddress, request: SiteRequest): Promise<ServedSite | null> {
      const found = await lookup(address)
      if (!found) return null
      const served = await answer(found, request, address)
      const websiteId = found.website?.id
      const isVisit =
        websiteId !== undefined &&
        request.method === 'GET' &&
        served.status !== 404 &&
        served.pageEtag !== undefined
      const countVisit = isVisit
        ? () =>
            visits.count({
              websiteId,
              clientIp: request.clientIp(),
              userAgent: request.userAgent ?? '',
              referer: request.referer,
              host: request.host,
              path: request.path,
            })
        : null
      return { answer: served, countVisit }
    },
  }
}
export type SiteServer = ReturnType<typeof createSiteServer>
