import { Hono } from 'hono'
import type { ApiEnv } from './context'
import type { ApiPorts } from './ports'
import { ApiError, errorResponse, messages } from './lib/http'
import { claimsMiddleware } from './middleware/claims'
import { API_SOURCE_HEADER } from './lib/api-source.shared'
import { bodyLimitMiddleware } from './middleware/body-limit'
import { idempotencyMiddleware } from './middleware/idempotency'
import { controlCharactersMiddleware } from './middleware/control-characters'
import { describeError, isClientAbort } from './middleware/error-log'
import { JSON_ONLY_PATHS, jsonOnlyMiddleware } from './middleware/json-only'
import { API_PATH_PATTERNS, isTransientRoute } from './routes/api-paths'
import { apiRateLimitMiddleware } from './settings/api-rate-limit'
import { routeTable } from './routes/route-table'
import { runRoute } from './routes/run-route'
import { createServices, type Services } from './services'

/** How long a client waits before repeating a call the database could not take (a cut, a restart). */
const STORE_RETRY_AFTER_SECONDS = 5

// Hosts route by these (server/http-host.ts, the service worker): both derive from the route table.
export { API_PATH_PATTERNS, isApiPath } from './routes/api-paths'

/** Headers on every API answer (a route may still set its own Cache-Control). */
export function apiDefaultHeaders(config: ApiPorts['config']): Readonly<Record<string, string>> {
  return {
    'Cache-Control': 'no-store',
    [API_SOURCE_HEADER]: config.issuesDemoTokens ? 'emulated' : 'network',
  }
}

export interface ApiOptions {
  /**
   * 'host': the host adds apiDefaultHeaders() to every answer itself. The Node host does, on its
   * response object, which is far cheaper than a Web Headers object per request.
   */
  defaultHeaders?: 'app' | 'host'
  /** The services to answer with, when the host uses them too (the Node host's scheduled jobs). */
  services?: Services
}

/**
 * The SiteKur API over the given ports. Runtime-agnostic (web standards only): the Node server and
 * the service worker host the same app. Every answer carries X-SiteKur-Source (network | emulated).
 */
export function createApi(ports: ApiPorts, options: ApiOptions = {}): Hono<ApiEnv> {
  const services = options.services ?? createServices(ports)
  const defaults = Object.entries(apiDefaultHeaders(ports.config))
  const app = new Hono<ApiEnv>()

  // Only API paths: a host may mount this app at '/' next to its static files.
  for (const path of API_PATH_PATTERNS) {
    if (options.defaultHeaders !== 'host') {
      app.use(path, async (c, next) => {
        // Set before the handler runs, so a route may override them; a Response the route built
        // itself gets the missing ones afterwards.
        for (const [name, value] of defaults) c.header(name, value)
        await next()
        for (const [name, value] of defaults) if (!c.res.headers.has(name)) c.res.headers.set(name, value)
      })
    }
    // /health and /health/ready are public, GET-only and polled by every client and load balancer: they
    // read no body, token or key, and are never counted against a limit.
    if (path === '/health' || path === '/health/ready') continue
    app.use(path, controlCharactersMiddleware())
    app.use(path, bodyLimitMiddleware())
    app.use(path, claimsMiddleware(services.accessTokens))
    // The offline demo has one client, its own tab: no API-wide limit there.
    if (!ports.config.issuesDemoTokens)
      app.use(
        path,
        apiRateLimitMiddleware({
          counter: services.apiRateLimit,
          settings: services.settings.get,
          clientIp: services.clientIp,
        }),
      )
    app.use(
      path,
      idempotencyMiddleware(
        services.ports,
        (c) =>
          services.guards.requireUser(c).then(
            (user) => user.id,
            () => null,
          ),
        isTransientRoute,
      ),
    )
  }

  for (const path of JSON_ONLY_PATHS) app.use(path, jsonOnlyMiddleware())

  for (const route of routeTable) {
    app.on(route.method.toUpperCase(), route.path, (c) => runRoute(route, c, services))
  }

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    // Nobody is left to read the answer; a closed connection is the client's doing, not ours.
    if (isClientAbort(error, c.req.raw)) return c.body(null, 400)
    // The database is out of reach for now (docs/rules/database-outages.md): the call may be repeated.
    if (ports.storeUnavailable?.(error)) {
      ports.logger.warn('store unavailable', { method: c.req.method, route: c.req.routePath })
      c.header('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
      return c.json({ success: false, message: messages.storeUnavailable }, 503)
    }
    // The route pattern, not the path: a path may carry an id or an address.
    ports.logger.error('unhandled API error', {
      method: c.req.method,
      route: c.req.routePath,
      error: describeError(error),
    })
    return c.json({ success: false, message: messages.unexpected }, 500)
  })
  app.notFound((c) => c.json({ success: false, message: messages.notFound }, 404))
  return app
}
