import { Hono } from 'hono'
import type { ApiEnv } from './context'
import type { ApiPorts } from './ports'
import { ApiError, errorResponse, messages } from './lib/http'
import { claimsMiddleware } from './middleware/claims'
import { API_SOURCE_HEADER } from './schemas/api-source'
import { bodyLimitMiddleware } from './middleware/body-limit'
import { idempotencyMiddleware } from './middleware/idempotency'
import { RouteRegistry } from './openapi/registry'
import { openApiRoutes } from './openapi/openapi-routes'
import { createServices } from './services'
import { authRoutes } from './auth/auth-routes'
import { legacyAuthRoutes } from './auth/legacy-auth-routes'
import { googleRoutes } from './auth/google/google-routes'
import { healthRoutes } from './health/health-routes'
import { meRoutes } from './users/me-routes'
import { userRoutes } from './users/user-routes'
import { websiteRoutes } from './websites/website-routes'
import { statsRoutes } from './stats/stats-routes'
import { coreLoopRoutes } from './core-loop-routes'
import { publicSettingsRoutes } from './settings/public-settings-routes'

/** The paths this app answers (Hono patterns); everything else belongs to the host. */
export const API_PATH_PATTERNS = [
  '/api/*',
  '/health',
  '/verify-email.php',
  // Google sign-in: real paths (an OAuth redirect URI cannot carry a '#'); also matches /auth/google.
  '/auth/google/*',
] as const

/** True when a URL path is served by the API (hosts use it to route, e.g. the service worker). */
export function isApiPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname === '/api' ||
    pathname === '/health' ||
    pathname === '/verify-email.php' ||
    pathname === '/auth/google' ||
    pathname.startsWith('/auth/google/')
  )
}

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
}

/**
 * The SiteKur API over the given ports. Runtime-agnostic (web standards only): the Node server and
 * the service worker host the same app. Every answer carries X-SiteKur-Source (network | emulated).
 */
export function createApi(ports: ApiPorts, options: ApiOptions = {}): Hono<ApiEnv> {
  const services = createServices(ports)
  const registry = new RouteRegistry()
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
    // /health is public, GET-only and polled by every client: it reads no body, token or key.
    if (path === '/health') continue
    app.use(path, bodyLimitMiddleware())
    app.use(path, claimsMiddleware(services.accessTokens))
    app.use(path, idempotencyMiddleware(services.ports))
  }

  app.route('/', healthRoutes(registry, services))
  app.route('/', authRoutes(registry, services))
  app.route('/', legacyAuthRoutes(registry, services))
  app.route('/', googleRoutes(registry, services))
  app.route('/', meRoutes(registry, services))
  app.route('/', userRoutes(registry, services))
  app.route('/', websiteRoutes(registry, services))
  app.route('/', statsRoutes(registry, services))
  app.route('/', coreLoopRoutes(registry, services))
  app.route('/', publicSettingsRoutes(registry, services))
  app.route('/', openApiRoutes(registry, ports.config.version ?? '0.1.0'))

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error)
    ports.logger.error('unhandled API error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    return c.json({ success: false, message: messages.unexpected }, 500)
  })
  app.notFound((c) => c.json({ success: false, message: messages.notFound }, 404))
  return app
}
