import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { ApiPorts } from '../../api/ports'
import { describeError } from '../../api/middleware/error-log'
import type { SiteAnswer } from '../../api/publishing/published-page'
import { createSiteServer, type SiteAddress, type SiteServerOptions } from '../../api/publishing/site-server'
import { requestPath } from './request-path'
import { acceptedEncodings } from '../static'
import { readFormBody } from './form-body'

// Published sites on the Node host (docs/rules/publishing.md#serving, docs/decisions/0012-published-sites.md):
// a request whose Host is a published site's domain (not the app's own host) is that site's (`/` the page,
// `/media/<id>` its images, anything else its 404), and /sites/{slug}/… on the app's host too. Answered
// here, before the PWA and the API, so a customer's domain never reaches either; pages go out
// pre-compressed (br, gzip) from a cache keyed by their etag. A host nobody publishes to gets the app.

export interface PublishedSitesOptions {
  ports: ApiPorts
  /** PUBLIC_URL: its host is the app's own, never a site's. */
  publicUrl: string
  /** Bytes of compressed pages kept in memory (LRU; default 32 MB). */
  cacheBytes?: number
  /** How long one lookup of a domain or slug is reused (default 1000 ms). */
  lookupTtlMs?: number
  /** The API's live events: a change of a website drops the lookups at once. */
  events?: SiteServerOptions['events']
  /** The sites' forms (api/site-forms/): posts to a site's pages, its newsletter confirmations. */
  forms?: SiteServerOptions['forms']
  /** The process's page views (the API's services.pageViews): without them no page view is counted. */
  pageViews?: SiteServerOptions['pageViews']
}

/** Where a request goes: a site's domain, or /sites/{slug}/… on the app's host. */
export interface SiteTarget {
  address: SiteAddress
  /** The path under the site ('' the page, 'media/<id>'), or null for /sites/{slug} without its slash. */
  path: string | null
  host: string
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
type Encoding = 'br' | 'gzip' | 'identity'

/** Host header → host name: lower-case, port removed ('[::1]:8787' → '[::1]'). */
export function hostName(header: string | undefined): string {
  return (header ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '')
}

/** The app's own hosts: PUBLIC_URL's (with and without www.), loopback names, and any address literal. */
function ownHosts(publicUrl: string) {
  const own = new Set(['', 'localhost', '127.0.0.1', '[::1]'])
  try {
    // Its www. twin too: a customer can never claim it (api/websites/domain-claim.ts), nor be served on it.
    const host = new URL(publicUrl).hostname.toLowerCase().replace(/^www\./, '')
    own.add(host).add(`www.${host}`)
  } catch {
    // No PUBLIC_URL host: the loopback names only.
  }
  return (host: string) => own.has(host) || host.startsWith('[') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)
}

/** Compressed copies of published pages by etag, least recently used dropped first past `maxBytes`. */
function compressedPages(maxBytes: number) {
  const entries = new Map<string, Promise<Buffer>>()
  const sizes = new Map<string, number>()
  let total = 0
  const forget = (key: string) => {
    total -= sizes.get(key) ?? 0
    sizes.delete(key)
    entries.delete(key)
  }
  const encode = (html: string, encoding: Encoding): Promise<Buffer> => {
    const bytes = Buffer.from(html, 'utf8')
    if (encoding === 'br') {
      const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length }
      return brotli(bytes, { params })
    }
    return encoding === 'gzip' ? gzipAsync(bytes, { level: 9 }) : Promise.resolve(bytes)
  }
  return (etag: string, html: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${etag}:${encoding}`
    const cached = entries.get(key)
    if (cached) {
      entries.delete(key)
      entries.set(key, cached)
      return cached
    }
    const body = encode(html, encoding)
    entries.set(key, body)
    body.then(
      (bytes) => {
        if (!entries.has(key)) return
        sizes.set(key, bytes.length)
        total += bytes.length
        for (const oldest of entries.keys()) {
          if (total <= maxBytes || oldest === key) break
          forget(oldest)
        }
      },
      () => forget(key),
    )
    return body
  }
}

function header(incoming: IncomingMessage, name: string): string | undefined {
  const value = incoming.headers[name]
  return Array.isArray(value) ? value[0] : value
}

export function publishedSites(options: PublishedSitesOptions) {
  const server = createSiteServer(options.ports, {
    lookupTtlMs: options.lookupTtlMs ?? 1000,
    ...(options.events ? { events: options.events } : {}),
    ...(options.forms ? { forms: options.forms } : {}),
    ...(options.pageViews ? { pageViews: options.pageViews } : {}),
  })
  const isOwnHost = ownHosts(options.publicUrl)
  const pages = compressedPages(options.cacheBytes ?? 32 * 1024 * 1024)

  // The port reads the request's headers only: no Request is made for it (one cost as much as the
  // rest of serving a page).
  function clientIp(incoming: IncomingMessage): string {
    const headers = { get: (name: string) => header(incoming, name.toLowerCase()) ?? null }
    return options.ports.clientIp?.({ headers }, { incoming }) ?? 'unknown'
  }

  // Browsers send one of a few Accept-Encoding values: the last one's choice is kept.
  let lastAccept: { header: string | undefined; encoding: Encoding } | null = null
  function encodingFor(accept: string | undefined): Encoding {
    if (lastAccept === null || lastAccept.header !== accept) {
      lastAccept = { header: accept, encoding: acceptedEncodings(accept)[0] ?? 'identity' }
    }
    return lastAccept.encoding
  }

  /** The body to send and its encoding: a page compressed as the client accepts, anything else as is. */
  async function body(answer: SiteAnswer, incoming: IncomingMessage) {
    if (answer.body === null) return { bytes: null, encoding: null }
    if (typeof answer.body !== 'string') return { bytes: answer.body, encoding: null }
    if (answer.pageEtag === undefined) return { bytes: Buffer.from(answer.body, 'utf8'), encoding: null }
    const encoding = encodingFor(header(incoming, 'accept-encoding'))
    return { bytes: await pages(answer.pageEtag, answer.body, encoding), encoding }
  }

  async function write(answer: SiteAnswer, incoming: IncomingMessage, outgoing: ServerResponse) {
    const { bytes, encoding } = await body(answer, incoming)
    outgoing.statusCode = answer.status
    for (const [name, value] of Object.entries(answer.headers)) outgoing.setHeader(name, value)
    if (answer.pageEtag !== undefined) outgoing.setHeader('Vary', 'Accept-Encoding')
    if (encoding && encoding !== 'identity') outgoing.setHeader('Content-Encoding', encoding)
    if (bytes) outgoing.setHeader('Content-Length', String(bytes.length))
    outgoing.end(incoming.method === 'HEAD' ? undefined : (bytes ?? undefined))
  }

  return {
    /** Whether the request is a site's (checked without any I/O: most requests are the app's). */
    match(incoming: IncomingMessage): SiteTarget | null {
      const host = hostName(header(incoming, 'host'))
      const path = requestPath(incoming.url)
      if (!isOwnHost(host)) return { address: { domain: host }, path: path.slice(1), host }
      const site = /^\/sites\/([^/]+)(\/.*)?$/.exec(path)
      if (!site) return null
      let slug: string
      try {
        slug = decodeURIComponent(site[1] ?? '')
      } catch {
        slug = ''
      }
      return { address: { slug }, path: site[2] === undefined ? null : site[2].slice(1), host }
    },

    /** Answers the request; false when no site answers to its domain (the app serves it as before). */
    async serve(target: SiteTarget, incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> {
      try {
        return await answer(target, incoming, outgoing)
      } catch (error) {
        options.ports.logger.error('published site failed', { error: describeError(error) })
        if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        outgoing.end()
        return true
      }
    },
  }

  async function answer(target: SiteTarget, incoming: IncomingMessage, outgoing: ServerResponse) {
    if (target.path === null && 'slug' in target.address) {
      const query = (incoming.url ?? '').replace(/^[^?]*/, '')
      outgoing.writeHead(301, {
        Location: `/sites/${encodeURIComponent(target.address.slug)}/${query}`,
        'Cache-Control': 'public, max-age=3600',
        'Content-Length': '0',
      })
      outgoing.end()
      return true
    }
    const served = await server.serve(target.address, {
      method: incoming.method ?? 'GET',
      path: target.path ?? '',
      ifNoneMatch: header(incoming, 'if-none-match'),
      userAgent: header(incoming, 'user-agent'),
      referer: header(incoming, 'referer'),
      host: target.host,
      clientIp: () => clientIp(incoming),
      query: (incoming.url ?? '').replace(/^[^?]*\??/, ''),
      body: () => readFormBody(incoming),
    })
    if (!served) return false
    await write(served.answer, incoming, outgoing)
    // Counted after the answer went out: a visitor never waits for the count.
    await served
      .countVisit?.()
      .catch((error: unknown) =>
        options.ports.logger.warn('visit not counted', { error: describeError(error) }),
      )
    return true
  }
}
export type PublishedSites = ReturnType<typeof publishedSites>
