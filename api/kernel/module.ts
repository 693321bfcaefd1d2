import type { Job } from '../jobs/job'
import type { RouteEntry } from '../routes/define-route'
import type { AdminSearchHit, AdminSearchResults } from '../search/admin-search.shared'
import type { Services } from '../services'

// A module is one area of the API (invoices, campaigns, users…) as the rest of the system sees it: its
// routes, its scheduled jobs and its group in the back-office search. api/modules.ts lists every module
// once; the route table, the job scheduler, the jobs API and the search read that list. The records a
// module keeps are declared resources, listed in api/kernel/resources.ts (docs/adding-a-resource.md).

/** A module's group in the shell's search box (GET /api/admin/search). */
export interface SearchGroup {
  group: keyof AdminSearchResults
  /** At most `limit` records matching `q` by the resource's declared search fields, newest first. */
  find(services: Services, q: string, limit: number): Promise<AdminSearchHit[]>
}

export interface ApiModule {
  /** 'invoices' */
  name: string
  /** Its routes, in mount order: a static path before a parameter on the same level. */
  routes?: readonly RouteEntry[]
  /** Its scheduled jobs (docs/rules/jobs.md). */
  jobs?: readonly Job[]
  search?: SearchGroup
}

/** Declares a module. */
export function defineModule(module: ApiModule): ApiModule {
  return module
}
