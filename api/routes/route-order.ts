import type { RouteEntry } from './define-route'

// The table mounts routes in order and the first route whose pattern matches answers. A parameter
// (`/:id`) matches any segment, so a route declared after it with a fixed segment in that place
// (`/stats`), or a second route of the same shape, would never be reached. The modules' routes are concatenated (api/modules.ts), so this
// check, run over the whole table by a test, is what keeps an order across modules safe.

// A trailing slash is a segment of its own: '/sites/:slug/' and '/sites/:slug' are two routes.
const segments = (path: string) => path.split('/')
const isParameter = (segment: string) => segment.startsWith(':')

/** True when `earlier` answers every path `later` serves (a parameter takes any segment). */
function shadows(earlier: RouteEntry, later: RouteEntry): boolean {
  if (earlier.method !== later.method) return false
  const a = segments(earlier.path)
  const b = segments(later.path)
  return a.length === b.length && a.every((mine, index) => isParameter(mine) || mine === b[index])
}

/** 'GET /api/admin/x/stats after GET /api/admin/x/:id' for every route an earlier one hides. */
export function shadowedRoutes(table: readonly RouteEntry[]): string[] {
  const found: string[] = []
  table.forEach((later, index) => {
    const earlier = table.slice(0, index).find((route) => shadows(route, later))
    if (earlier) {
      const name = (route: RouteEntry) => `${route.method.toUpperCase()} ${route.path}`
      found.push(`${name(later)} after ${name(earlier)}`)
    }
  })
  return found
}
