// The customers bench's work (loaded with tsx by scripts/bench/admin-users.mjs): the server's own host
// (server/host/open-host.ts: PGlite in a throwaway DATA_DIR, migrated, the admin seeded) with 100,000
// users added by one bulk INSERT, then GET /api/admin/users through the API itself (routing, the admin
// guard, the query schema, the repository, the wire view): the newest-first page, a status filter and a
// Turkish-cased search. Only the socket is left out.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { createApi } from '../../api/app'
import { loadEnv } from '../../server/env'
import { openHost } from '../../server/host/open-host'

export const USERS = 100_000
const ROUNDS = 60
const ADMIN = { email: 'bench-users@sitekur.app', password: 'Musteri-Olcum-2026!x9' }

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0
}

export interface UsersApiFigures {
  seedSeconds: number
  [measure: string]: number
}

export async function measureUsersApi(): Promise<UsersApiFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-bench-users-'))
  const host = await openHost(
    loadEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    () => {},
  )
  try {
    const seedStarted = performance.now()
    const at = sql.raw(`timestamptz '2026-01-01' + (g * interval '1 second')`)
    // Every 97th customer is a Turkish-cased "İSTANBUL" one: the search term matches about 1 %.
    await host.database.db.execute(sql`
      insert into users (id, name, email, role, status, subscription, created_at, updated_at)
      select 'u' || g,
        case when g % 97 = 0 then 'İSTANBUL Müşterisi ' || g else 'Müşteri ' || g end,
        'musteri' || g || '@ornek.com.tr', 'user',
        (array['active','suspended','pending'])[1 + g % 3],
        (array['free','Basic Plan','Pro Plan','Premium Plan'])[1 + g % 4], ${at}, ${at}
      from generate_series(1, ${USERS}) g`)
    await host.database.db.execute(sql`vacuum analyze`)
    const seedSeconds = (performance.now() - seedStarted) / 1000

    const app = createApi(host.ports)
    const base = host.ports.config.publicUrl
    const login = await app.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const get = async (query: string) => {
      const res = await app.request(`${base}/api/admin/users?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      if (res.status !== 200) throw new Error(`GET /api/admin/users?${query} → ${res.status}`)
      return (await res.json()) as { data: { total: number } }
    }
    const measure = async (call: (round: number) => Promise<unknown>) => {
      for (let round = 0; round < 5; round++) await call(round)
      const samples: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now()
        await call(round)
        samples.push(performance.now() - started)
      }
      return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
    }
    const time = (query: (round: number) => string) => measure((round) => get(query(round)))
    // The same pages straight from the repository, under the same load: what the API adds on top.
    const users = host.ports.repos.users
    const repoPage = (options: object) =>
      Promise.all([users.list({ ...options, limit: 50 }), users.count(options)])
    const found = (await get('q=istanbul')).data.total
    if (found < USERS / 100) throw new Error(`search found ${found} users, expected about 1 %`)
    const list = await time((round) => `pageSize=50&page=${1 + (round % 20)}`)
    const filtered = await time((round) => `pageSize=50&status=suspended&page=${1 + (round % 20)}`)
    const search = await time(() => 'pageSize=50&q=istanbul')
    const repoList = await measure((round) =>
      repoPage({ orderBy: { field: 'createdAt', direction: 'desc' }, offset: 50 * (round % 20) }),
    )
    const repoSearch = await measure(() =>
      repoPage({ search: 'istanbul', orderBy: { field: 'createdAt', direction: 'desc' } }),
    )
    return {
      repoListP95: repoList.p95,
      repoSearchP95: repoSearch.p95,
      seedSeconds,
      listP50: list.p50,
      listP95: list.p95,
      filterP50: filtered.p50,
      filterP95: filtered.p95,
      searchP50: search.p50,
      searchP95: search.p95,
      searchTotal: found,
    }
  } finally {
    await host.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
