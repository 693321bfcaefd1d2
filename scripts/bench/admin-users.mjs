// `npm run bench` section "adminUsers": GET /api/admin/users with 100,000 users on PGlite and on a throwaway
// PostgreSQL cluster (the work is in scripts/bench/admin-users-api.ts). Goals: a page of 50 with its total
// p95 ≤ 25 ms (the kernel's list goal of section 7, scripts/bench/scale.mjs) and at most 1.5 × the raw SQL
// of the same 50 rows through the same driver; a Turkish-cased substring search p95 ≤ 60 ms. The figures
// include the API around the repository: routing, the admin guard, the query schema, the total, the view.
import { join } from 'node:path'
import { newSharedSecrets } from '../make-secrets.mjs'
import { startPostgres } from './postgres.mjs'
import { root } from './processes.mjs'
import { ms, naRow, row } from './report.mjs'

const GOALS = { list: 25, search: 60, rawRatio: 1.5 }

function rowsOf(store, figures, n) {
  const pair = (p50, p95) => `p50 ${ms(p50)} · p95 ${ms(p95)}`
  const versusRaw = (label, key) => {
    const [route, raw] = [figures[`${key}P95`], figures[`${key}RawP95`]]
    const value = route / raw
    const p50 = figures[`${key}P50`] / figures[`${key}RawP50`]
    return row(
      `${store}: ${label} p95 ÷ raw SQL of the same rows`,
      `${value.toFixed(2)}× (${ms(route)} ÷ ${ms(raw)}; p50 ${p50.toFixed(2)}×)`,
      `≤ ${GOALS.rawRatio}×`,
      value <= GOALS.rawRatio,
    )
  }
  const total = figures.listTotalIsEstimate
    ? `estimated ${figures.listTotal.toLocaleString('en-US')}`
    : `exact ${figures.listTotal.toLocaleString('en-US')}`
  return [
    row(`${store}: ${n} users: bulk insert + vacuum analyze`, `${figures.seedSeconds.toFixed(1)} s`),
    row(
      `${store}: GET /api/admin/users (page of 50 + total, newest first)`,
      `${pair(figures.listP50, figures.listP95)}, total ${total}`,
      `p95 ≤ ${GOALS.list} ms`,
      figures.listP95 <= GOALS.list,
    ),
    versusRaw('that page', 'list'),
    row(
      `${store}: GET /api/admin/users?status=suspended`,
      pair(figures.filterP50, figures.filterP95),
      `p95 ≤ ${GOALS.list} ms`,
      figures.filterP95 <= GOALS.list,
    ),
    versusRaw('?status=suspended', 'filter'),
    row(
      `${store}: GET /api/admin/users?q=istanbul (${figures.searchTotal} of ${n})`,
      pair(figures.searchP50, figures.searchP95),
      `p95 ≤ ${GOALS.search} ms`,
      figures.searchP95 <= GOALS.search,
    ),
    versusRaw('?q=istanbul', 'search'),
  ]
}

export async function adminUsersSection() {
  const { tsImport } = await import('tsx/esm/api')
  const { measureUsersApi, USERS } = await tsImport(
    join(root, 'scripts/bench/admin-users-api.ts'),
    import.meta.url,
  )
  const n = USERS.toLocaleString('en-US')
  const json = { pglite: await measureUsersApi() }
  const rows = rowsOf('PGlite', json.pglite, n)
  let cluster
  try {
    cluster = await startPostgres()
  } catch (error) {
    rows.push(naRow('PostgreSQL', error.message))
    return { rows, json }
  }
  try {
    json.postgres = await measureUsersApi({ DATABASE_URL: cluster.url, ...newSharedSecrets() })
    rows.push(...rowsOf('PostgreSQL', json.postgres, n))
  } finally {
    await cluster.stop()
  }
  return {
    rows,
    json,
    notes: [
      'In-process (app.request on the server’s own host): the socket is not measured.',
      'Raw SQL: the 50 rows’ columns, same order and offset, through the same driver, no total and no API.',
    ],
  }
}
