// What one busy customer does to everyone else: 30 sessions of one account poll their notifications as fast
// as they are answered (200 or 429), while a published site's page, a static file and /health are timed.
// On PGlite the queries run on a worker thread (docs/decisions/0029-pglite-in-a-worker.md): the pages must
// not wait behind them. `node scripts/bench/query-load.mjs` runs it alone on a server of its own; `npm run
// bench` runs it as a section (BENCH_SECTIONS=queryLoad).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_ADMIN, login } from './api-client.mjs'
import { runLoad } from './load.mjs'
import { startServer, tempDir } from './processes.mjs'
import { ms, row } from './report.mjs'

const SESSIONS = 30
const SECONDS = 10
/** The goal: a published page stays quick whatever one account asks of the database. */
export const PAGE_P95_GOAL_MS = 100
/** The settings' default API limit per account and minute (maxRequestsPerMinute). */
const DEFAULT_LIMIT_PER_MINUTE = 100

async function post(baseUrl, path, body, token, method = 'POST') {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const json = await res.json().catch(() => ({}))
  if (!res.ok) throw new Error(`${path} → ${res.status} ${json.message ?? ''}`)
  return json
}

/** A customer signed in `SESSIONS` times, and a published site; the site's address and the tokens. */
async function prepare(baseUrl) {
  const admin = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
  const stamp = Date.now().toString(36)
  const customer = { email: `yogun-musteri-${stamp}@example.com`, password: 'Yogun-Musteri-2026!q4' }
  await post(
    baseUrl,
    '/api/users',
    { action: 'create', name: 'Yoğun Müşteri', ...customer, role: 'user', status: 'active' },
    admin,
  )
  const created = await post(
    baseUrl,
    '/api/websites',
    {
      action: 'create',
      name: 'Yük Altında Fırın',
      domain: `yuk-${stamp}.example.com`,
      ownerEmail: BENCH_ADMIN.email,
    },
    admin,
  )
  const website = created.data?.website ?? created.website ?? created.data
  const published = await post(baseUrl, `/api/admin/websites/${website.id}/publish`, {}, admin)
  const slug = published.data?.website?.slug
  if (!slug) throw new Error('publish answered no slug')
  const tokens = []
  for (let i = 0; i < SESSIONS; i++) tokens.push(await login(baseUrl, customer.email, customer.password))
  return { page: `${baseUrl}/sites/${slug}/`, tokens, admin }
}

/** The API-wide limit per account (docs/rules/system-settings.md#rate-limit); answers the one it replaced. */
async function setRateLimit(baseUrl, admin, maxRequestsPerMinute) {
  const before = await fetch(`${baseUrl}/api/admin/settings`, {
    headers: { authorization: `Bearer ${admin}` },
  })
  const previous = (await before.json()).data.settings.maxRequestsPerMinute
  await post(baseUrl, '/api/admin/settings', { maxRequestsPerMinute }, admin, 'PATCH')
  return previous
}

/** The timings alone, then while the sessions poll; rows labelled with `label`. */
async function round(baseUrl, timed, tokens, label) {
  const probe = (seconds) =>
    Promise.all(Object.values(timed).map((url) => runLoad({ url, concurrency: 1, seconds })))
  const quiet = await probe(2)
  const polling = Promise.all(
    tokens.map((token) =>
      runLoad({
        url: `${baseUrl}/api/me/notifications`,
        headers: { authorization: `Bearer ${token}` },
        concurrency: 1,
        seconds: SECONDS,
      }),
    ),
  )
  const loaded = await probe(SECONDS - 1)
  const polls = await polling
  const statuses = {}
  for (const run of polls) {
    for (const [status, n] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + n
  }
  const answers = Object.entries(statuses).map(([status, n]) => `${n} × ${status}`)
  const rows = [
    row(
      `${label}: ${SESSIONS} sessions of one account poll /api/me/notifications`,
      `${polls.reduce((n, run) => n + run.requests, 0)} answers in ${SECONDS} s (${answers.join(', ')})`,
    ),
  ]
  Object.keys(timed).forEach((name, index) => {
    const [alone, busy] = [quiet[index], loaded[index]]
    rows.push(
      row(
        `${label}: ${name} p50 / p95 / max (p50 alone)`,
        `${ms(busy.p50)} / ${ms(busy.p95)} / ${ms(busy.max)} (${ms(alone.p50)})`,
        name === 'page' ? `p95 < ${PAGE_P95_GOAL_MS} ms` : '',
        name === 'page' ? busy.p95 < PAGE_P95_GOAL_MS : undefined,
      ),
    )
  })
  return { rows, json: { statuses, quiet, loaded } }
}

/** The section: one round at the settings' limit (most polls answered 429), one with every poll answered. */
export async function queryLoadSection({ baseUrl, staticFile = '/index.html' }) {
  const { page, tokens, admin } = await prepare(baseUrl)
  const timed = { page, static: `${baseUrl}${staticFile}`, health: `${baseUrl}/health` }
  // Bench servers start with the limit raised (processes.mjs): the first round puts the default back.
  const previous = await setRateLimit(baseUrl, admin, DEFAULT_LIMIT_PER_MINUTE)
  let limited
  let unlimited
  try {
    limited = await round(baseUrl, timed, tokens, 'at the limit')
    await setRateLimit(baseUrl, admin, 100_000)
    unlimited = await round(baseUrl, timed, tokens, 'every poll answered')
  } finally {
    await setRateLimit(baseUrl, admin, previous)
  }
  return {
    rows: [...limited.rows, ...unlimited.rows],
    json: { sessions: SESSIONS, limited: limited.json, unlimited: unlimited.json },
  }
}

// Run alone: a server of its own, a static folder with one file.
if (import.meta.url === `file://${process.argv[1]}`) {
  const staticDir = tempDir('query-load-static')
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>SiteKur</title>')
  const server = await startServer({
    staticDir,
    label: 'query-load',
    env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, JOBS: '0' },
  })
  try {
    const { rows } = await queryLoadSection({ baseUrl: server.url })
    for (const r of rows) console.log(`${r.label}: ${r.value}${r.status ? `  [${r.status}]` : ''}`)
  } finally {
    await server.stop()
    rmSync(staticDir, { recursive: true, force: true })
  }
}
