import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import { isApiPath } from '../api/app'
import type { PublishedSites } from './host/published-sites'
import { securityHeaders } from './security-headers'
import { requestPath } from './host/request-path'

/**
 * The host of a request without a Host header (HTTP/1.0: haproxy's `option httpchk`, other load balancers'
 * checks): the app's own. Without a default the adapter refuses such a request with 400
 * (docs/rules/deployment.md#checks).
 */
const OWN_HOST = 'localhost'

interface FetchApp {
  fetch: Hono['fetch']
}

export interface HttpHandlerOptions {
  /** The API, created with `defaultHeaders: 'host'`: this handler adds `apiHeaders` to its answers. */
  api: FetchApp
  apiHeaders: Readonly<Record<string, string>>
  /** The built PWA. */
  web: FetchApp
  staticRoot: string
  /** TRUST_PROXY (default 0): how many proxies in front may speak for the client (X-Forwarded-Proto). */
  trustProxy?: number
  /** Published sites: customers' domains and /sites/{slug}/, answered before the API and the PWA. */
  publishedSites?: PublishedSites
}

/**
 * The Node request handler: the API (api/) for the API's paths, the built PWA for every other path, and
 * the security headers on both. Routing by path here, before either app runs, keeps the API's middlewares
 * (no-store caching, token parsing) off the static files and costs one dispatch, not two. Headers that are
 * the same on every answer go on the Node response (`setHeader`, a plain property); the app's own headers
 * are merged over them when it writes the head, so a route can still override one.
 */
export function httpHandler(options: HttpHandlerOptions) {
  const api = getRequestListener(options.api.fetch, { hostname: OWN_HOST })
  const web = getRequestListener(options.web.fetch, { hostname: OWN_HOST })
  const apiHeaders = Object.entries(options.apiHeaders)
  const addSecurityHeaders = securityHeaders(options.staticRoot, { trustProxy: options.trustProxy ?? 0 })
  const app = (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    if (!isApiPath(requestPath(incoming.url))) return web(incoming, outgoing)
    for (const [name, value] of apiHeaders) outgoing.setHeader(name, value)
    return api(incoming, outgoing)
  }
  const sites = options.publishedSites
  return (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    addSecurityHeaders({ incoming, outgoing })
    const site = sites?.match(incoming)
    if (!site || !sites) return app(incoming, outgoing)
    return sites
      .serve(site, incoming, outgoing)
      .then((served) => (served ? undefined : app(incoming, outgoing)))
  }
}
