// The scale bench's work, in TypeScript so it runs the server's own repositories (loaded with tsx by
// scripts/bench/scale.mjs): seed a throwaway store with 100,000 users, 200,000 website requests and
// 1,000,000 activity entries, then time the admin list page (50 rows plus the page's total: exact up to
// 10,000, an estimate past it), filtered and sorted, and the Turkish-cased substring search ("istanbul"
// finds "İSTANBUL").
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { EXACT_TOTAL_UP_TO } from '../../api/lib/rest-list.shared'
import { resources } from '../../api/kernel/resources'
import type { Repositories } from '../../api/ports'
import type { Database } from '../../server/db/database'
import { sqlRepositories } from '../../server/repositories/sql-repositories'

export const SCALE = { users: 100_000, websiteRequests: 200_000, activity: 1_000_000 }
const ROUNDS = 60

/** Every 97th row carries a Turkish-cased "İSTANBUL": a search term that matches about 1 % of the rows. */
export async function seed(database: Database): Promise<void> {
  const { db } = database
  const at = (column: string) => sql.raw(`timestamptz '2026-01-01' + (${column} * interval '1 second')`)
  await db.execute(sql`
    insert into users (id, name, email, role, status, created_at, updated_at)
    select 'u' || g,
      case when g % 97 = 0 then 'İSTANBUL Müşterisi ' || g else 'Kullanıcı ' || g end,
      'kullanici' || g || '@ornek.com.tr', 'user',
      (array['active','suspended','pending'])[1 + g % 3], ${at('g')}, ${at('g')}
    from generate_series(1, ${SCALE.users}) g`)
  await db.execute(sql`
    insert into website_requests (id, request_number, user_id, source, status, website_name, company_name, email,
      request_date, created_at, updated_at)
    select 'r' || g, lpad(g::text, 8, '0'), 'u' || (1 + g % ${SCALE.users}), 'wizard',
      (array['pending','in-progress','completed','rejected'])[1 + g % 4],
      'Site ' || g, case when g % 97 = 0 then 'İSTANBUL Çini Atölyesi ' || g else 'Firma ' || g end,
      'musteri' || g || '@ornek.com.tr', ${at('g')}, ${at('g')}, ${at('g')}
    from generate_series(1, ${SCALE.websiteRequests}) g`)
  await db.execute(sql`
    insert into activity_log (id, timestamp, "user", user_email, action, details, type, severity)
    select 'a' || g, ${at('g')}, 'Kullanıcı ' || (g % 1000), 'kullanici' || (g % 1000) || '@ornek.com.tr',
      'Talep güncellendi',
      case when g % 97 = 0 then 'İSTANBUL şubesi için talep ' || g else 'Talep ' || g end,
      (array['user','website','payment','system','security'])[1 + g % 5], 'info'
    from generate_series(1, ${SCALE.activity}) g`)
  // What autovacuum does on PostgreSQL after a bulk load (and PGlite, which has no autovacuum, needs done
  // for it): fresh statistics, and a visibility map so counts are answered from the index alone.
  await db.execute(sql`vacuum analyze`)
}

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0
}

/** The p95 of `page(round)`, after a few warm-up rounds. */
async function time(page: (round: number) => Promise<unknown>): Promise<number> {
  for (let round = 0; round < 5; round++) await page(round)
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now()
    await page(round)
    samples.push(performance.now() - started)
  }
  return p95(samples)
}

/** One admin list page as the API answers it (api/routes/list-page.ts): 50 rows and the page's total. */
function listPage<T>(
  repo: { list(o: object): Promise<T[]>; pageTotal(o: object, exactUpTo: number): Promise<unknown> },
  options: object,
) {
  return Promise.all([repo.list({ ...options, limit: 50 }), repo.pageTotal(options, EXACT_TOTAL_UP_TO)])
}

export interface ScaleFigures {
  seedSeconds: number
  [measure: string]: number
}

export async function measureScale(database: Database): Promise<ScaleFigures> {
  await database.migrate()
  const seedStarted = performance.now()
  await seed(database)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  const repos: Repositories = sqlRepositories(database.db, database.driver)
  const users = ['active', 'suspended', 'pending'] as const
  const statuses = ['pending', 'in-progress', 'completed', 'rejected'] as const
  const types = ['user', 'website', 'payment', 'system', 'security'] as const
  const newest = { field: 'createdAt', direction: 'desc' } as const
  // As the activity screen reads it (api/audit/audit-routes.ts): the declared resource's repository.
  const activity = repos.resource(resources.activityLog)
  return {
    seedSeconds,
    usersFilter: await time((r) =>
      listPage(repos.users, { filter: { status: users[r % 3] }, orderBy: newest, offset: (r % 5) * 50 }),
    ),
    usersSearch: await time(() => listPage(repos.users, { search: 'istanbul', orderBy: newest })),
    requestsFilter: await time((r) =>
      listPage(repos.websiteRequests, {
        filter: { status: statuses[r % 4] },
        orderBy: newest,
        offset: (r % 5) * 50,
      }),
    ),
    requestsSearch: await time(() =>
      listPage(repos.websiteRequests, { search: 'istanbul', orderBy: newest }),
    ),
    activityFilter: await time((r) =>
      listPage(activity, {
        filter: { type: types[r % 5] },
        orderBy: { field: 'timestamp', direction: 'desc' },
        offset: (r % 5) * 50,
      }),
    ),
    activitySearch: await time(() =>
      listPage(activity, { search: 'istanbul', orderBy: { field: 'timestamp', direction: 'desc' } }),
    ),
    rssMegabytes: process.memoryUsage().rss / 1e6,
  }
}
