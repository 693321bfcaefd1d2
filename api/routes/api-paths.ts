import type { RouteEntry } from './define-route'
import { routeTable } from './route-table'

// The API's path space, derived from the route table so hosts never list paths again: everything
// under /api/ (an unknown API path gets the API's JSON 404, not the PWA), plus the exact paths of
// the routes outside it (/health, /verify-email.php, the Google redirects).

const matcher = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`)
const matchesAny = (routes: readonly RouteEntry[]) => {
  const patterns = [...new Set(routes.map((route) => route.path))].map(matcher)
  return (pathname: string) => patterns.some((pattern) => pattern.test(pathname))
}

const outsideApi = routeTable.filter((route) => !route.path.startsWith('/api/'))

/** Hono patterns covering every route: where the API's middleware is mounted. */
export const API_PATH_PATTERNS: readonly string[] = [
  '/api/*',
  ...new Set(outsideApi.map((route) => route.path)),
]

const isOutsideApiRoute = matchesAny(outsideApi)

/** True when a URL path is served by the API (hosts use it to route, e.g. the service worker). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || isOutsideApiRoute(pathname)
}

/** A sign-in call (route declared `session`): its answers carry credentials, never queued or cached. */
export const isSessionRoutePath = matchesAny(routeTable.filter((route) => route.session))

/** A route declared `transient` (the live preview): never queued offline, never answered from a cache. */
export const isTransientRoutePath = matchesAny(routeTable.filter((route) => route.transient))

const transientByMethod = new Map<string, (pathname: string) => boolean>()
for (const method of new Set(routeTable.map((route) => route.method)))
  transientByMethod.set(
    method.toUpperCase(),
    matchesAny(routeTable.filter((route) => route.transient && route.method === method)),
  )

/** The call (method and path) is one of a `transient` route: its answer is never stored for a replay. */
export function isTransientRoute(method: string, pathname: string): boolean {
  return transientByMethod.get(method.toUpperCase())?.(pathname) ?? false
}
