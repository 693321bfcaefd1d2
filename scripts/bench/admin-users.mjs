// `npm run bench` section "adminUsers": GET /api/admin/users with 100,000 users on PGlite (the work is in
// scripts/bench/admin-users-api.ts), against the kernel's list goals of section 7 (scripts/bench/scale.mjs):
// a page of 50 with its total p95 ≤ 25 ms, a Turkish-cased substring search p95 ≤ 60 ms. Here the
// figures include the API around the repository: routing, the admin guard, the query schema, the view.
import { join } from 'node:path'
import { root } from './processes.mjs'
import { ms, row } from './report.mjs'

const GOALS = { list: 25, search: 60 }

export async function adminUsersSection() {
  const { tsImport } = await import('tsx/esm/api')
  const { measureUsersApi, USERS } = await tsImport(
    join(root, 'scripts/bench/admin-users-api.ts'),
    import.meta.url,
  )
  const figures = await measureUsersApi()
  const n = USERS.toLocaleString('en-US')
  const pair = (p50, p95) => `p50 ${ms(p50)} · p95 ${ms(p95)}`
  return {
    rows: [
      row(`${n} users: bulk insert + vacuum analyze`, `${figures.seedSeconds.toFixed(1)} s`),
      row(
        `GET /api/admin/users (page of 50 + total, newest first)`,
        pair(figures.listP50, figures.listP95),
        `p95 ≤ ${GOALS.list} ms`,
        figures.listP95 <= GOALS.list,
      ),
      row(
        `GET /api/admin/users?status=suspended`,
        pair(figures.filterP50, figures.filterP95),
        `p95 ≤ ${GOALS.list} ms`,
        figures.filterP95 <= GOALS.list,
      ),
      row(
        `GET /api/admin/users?q=istanbul (${figures.searchTotal} of ${n})`,
        pair(figures.searchP50, figures.searchP95),
        `p95 ≤ ${GOALS.search} ms`,
        figures.searchP95 <= GOALS.search,
      ),
      row('the same list, repository only (no API), p95', ms(figures.repoListP95)),
      row('the same search, repository only (no API), p95', ms(figures.repoSearchP95)),
    ],
    json: figures,
    notes: ['In-process (app.request on the server’s own host and PGlite): the socket is not measured.'],
  }
}
