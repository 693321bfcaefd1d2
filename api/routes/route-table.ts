import { adminJobRoutes } from '../jobs/job-routes'
import { jobs } from '../jobs/jobs'
import { modules } from '../modules'
import { openApiRoute } from '../openapi/openapi-routes'
import { adminSearchRoute } from '../search/search-routes'
import type { RouteEntry } from './define-route'

// Every route of the API: each module's routes in the order of api/modules.ts, then the routes that read
// all the modules (their jobs, their search groups, the routes themselves). createApi mounts them in this
// order (no route hides a later one: route-order.test.ts); the OpenAPI document, the hosts' path checks
// and the authorization sweep read the same list.
export const routeTable: readonly RouteEntry[] = [
  ...modules.flatMap((module) => module.routes ?? []),
  ...adminJobRoutes(jobs),
  adminSearchRoute(modules.flatMap((module) => (module.search ? [module.search] : []))),
  openApiRoute(() => routeTable),
]
