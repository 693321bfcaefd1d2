// The customers bench's work (loaded with tsx by scripts/bench/admin-users.mjs): the server's own host
// (server/host/open-host.ts: PGlite in a throwaway DATA_DIR, or the PostgreSQL at `databaseUrl`, migrated,
// the admin seeded) with 100,000 users added by one bulk INSERT, then GET /api/admin/users through the API
// itself (routing, the admin guard, the query schema, the repository, the wire view): the newest-first
// page, a status filter and a Turkish-cased search. Only the socket is left out. Each call is paired with
// the raw SQL of the same 50 rows, sent through the same driver (PGlite's worker client, node-postgres):
// what the API adds on top of reading the rows.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createApi } from '../../api/app'
import type { PgliteClient } from '../../server/db/pglite-worker-client'
import { loadEnv } from '../../server/env'
import { openHost } from '../../server/host/open-host'

export const USERS = 100_000
const ROUNDS = 60
const PAGE = 50
const ADMIN = { email: 'bench-users@sitekur.app', password: 'Musteri-Olcum-2026!x9' }
/** The bench servers' raised API-wide limit (BENCH_SERVER_SETTINGS of processes.mjs): not what is measured. */
const SETTINGS = JSON.stringify({ maxRequestsPerMinute: 100_000 })
/** The columns the list's answer is made of (api/users/user-view.ts), in the order of the route's query. */
const COLUMNS = `id, name, email, role, status, subscription, subscription_status, subscription_expiry,
  package_id, phone, avatar, contact_preferences, last_login_at, created_at, updated_at, email_verified_at`
const rawPage = (where: string) =>
  `select ${COLUMNS} from users ${where} order by created_at desc, id desc limit ${PAGE} offset $1`

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0
}

export interface UsersApiFigures {
  seedSeconds: number
  [measure: string]: number
}

/** `query(text, params)` straight on the driver the host's database uses. */
type RawQuery = (text: string, params: unknown[]) => Promise<unknown>

function rawQueryOf(host: { database: object }, databaseUrl: string | undefined) {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    return { query: ((text, params) => pool.query(text, params)) as RawQuery, close: () => pool.end() }
  }
  const client = (host.database as { client: PgliteClient }).client
  return { query: ((text, params) => client.query(text, params)) as RawQuery, close: async () => {} }
}

/** `env`: DATABASE_URL and the shared secrets for PostgreSQL; nothing for PGlite. */
export async function measureUsersApi(env: Record<string, string> = {}): Promise<UsersApiFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-bench-users-'))
  const host = await openHost(
    loadEnv({
      ...env,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      INITIAL_SETTINGS: SETTINGS,
    }),
    () => {},
  )
  const raw = rawQueryOf(host, env.DATABASE_URL)
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
      return (await res.json()) as { data: { total: number; totalIsEstimate?: boolean } }
    }
    // The route and its raw SQL in turns (the order alternating), so the machine's other work hits both.
    const measure = async (
      route: (round: number) => Promise<unknown>,
      rows: (round: number) => Promise<unknown>,
    ) => {
      for (let round = 0; round < 5; round++) await Promise.all([route(round), rows(round)])
      const samples = { route: [] as number[], raw: [] as number[] }
      const timed = async (side: 'route' | 'raw', round: number) => {
        const started = performance.now()
        await (side === 'route' ? route(round) : rows(round))
        samples[side].push(performance.now() - started)
      }
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['route', 'raw'] as const) : (['raw', 'route'] as const)
        for (const side of order) await timed(side, round)
      }
      return {
        p50: percentile(samples.route, 0.5),
        p95: percentile(samples.route, 0.95),
        rawP50: percentile(samples.raw, 0.5),
        rawP95: percentile(samples.raw, 0.95),
      }
    }
    const offset = (round: number) => PAGE * (round % 20)
    const first = await get('q=istanbul')
    const found = first.data.total
    if (found < USERS / 100) throw new Error(`search found ${found} users, expected about 1 %`)
    const list = await measure(
      (round) => get(`pageSize=${PAGE}&page=${1 + (round % 20)}`),
      (round) => raw.query(rawPage(''), [offset(round)]),
    )
    const filtered = await measure(
      (round) => get(`pageSize=${PAGE}&status=suspended&page=${1 + (round % 20)}`),
      (round) => raw.query(rawPage(`where status = 'suspended'`), [offset(round)]),
    )
    const search = await measure(
      () => get(`pageSize=${PAGE}&q=istanbul`),
      () => raw.query(rawPage(`where search_text like '%istanbul%'`), [0]),
    )
    const whole = await get(`pageSize=${PAGE}`)
    return {
      seedSeconds,
      listP50: list.p50,
      listP95: list.p95,
      listRawP50: list.rawP50,
      listRawP95: list.rawP95,
      filterP50: filtered.p50,
      filterP95: filtered.p95,
      filterRawP50: filtered.rawP50,
      filterRawP95: filtered.rawP95,
      searchP50: search.p50,
      searchP95: search.p95,
      searchRawP50: search.rawP50,
      searchRawP95: search.rawP95,
      searchTotal: found,
      listTotal: whole.data.total,
      listTotalIsEstimate: whole.data.totalIsEstimate ? 1 : 0,
    }
  } finally {
    await raw.close()
    await host.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
