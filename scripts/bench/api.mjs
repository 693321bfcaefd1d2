// Section 4: API throughput on PGlite and (when a throwaway cluster can be had) PostgreSQL: /health against a
// bare node:http server in the same run, the authenticated list of 50 users (and against /health,
// list-ratio.mjs), and login latency at 10 concurrent.
import { BENCH_ADMIN, BENCH_USER_PASSWORD, USER_COUNT, createUsers, listUsers, login } from './api-client.mjs'
import { healthRatio } from './health-ratio.mjs'
import { listRatio } from './list-ratio.mjs'
import { runLoad } from './load.mjs'
import { startPostgres } from './postgres.mjs'
import { startServer } from './processes.mjs'
import { ms, naRow, row, rps } from './report.mjs'
import { newSharedSecrets } from '../make-secrets.mjs'

const LIST = { concurrency: 10, seconds: 3, warmupSeconds: 0.5 }
const LOGINS = { concurrency: 10, requests: 100 }
export const LOGIN_P95_GOAL_MS = 150

const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([code, n]) => `${n}×${code}`)
    .join(', ')

async function listFigures(baseUrl, store, adminToken) {
  const listed = await listUsers(baseUrl, adminToken)
  const list = await runLoad({
    url: `${baseUrl}/api/users`,
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ action: 'list' }),
    ...LIST,
  })
  const allOk = (list.statuses[200] ?? 0) === list.requests && list.errors === 0
  const rows = [
    row(
      `${store}: POST /api/users list (${listed.count} users, ${(listed.bytes / 1000).toFixed(1)} kB)`,
      `${rps(list.rps)}, p50 ${ms(list.p50)}, p95 ${ms(list.p95)}`,
    ),
  ]
  if (listed.count < USER_COUNT) {
    rows.push(row(`${store}: users in one list answer`, String(listed.count), `≥ ${USER_COUNT}`, false))
  }
  if (!allOk) rows.push(row(`${store}: list answers`, `${statusText(list.statuses)}, ${list.errors} failed`))
  return { rows, json: { usersListed: listed.count, ...list } }
}

async function loginFigures(baseUrl, store, emails) {
  // Customers created by the admin sign in with their own password; if they cannot, the admin signs in instead.
  let credentials = emails.map((email) => ({ email, password: BENCH_USER_PASSWORD }))
  const notes = []
  try {
    await login(baseUrl, emails[0], BENCH_USER_PASSWORD)
  } catch (error) {
    notes.push(
      `${store}: created users cannot sign in (${error.message}); login timed with the admin account`,
    )
    credentials = [BENCH_ADMIN]
  }
  const logins = await runLoad({
    url: `${baseUrl}/api/auth/login`,
    method: 'POST',
    body: (i) => JSON.stringify(credentials[i % credentials.length]),
    ...LOGINS,
  })
  const allOk = (logins.statuses[200] ?? 0) === logins.requests && logins.errors === 0
  const rows = [
    row(
      `${store}: POST /api/auth/login, ${LOGINS.concurrency} concurrent`,
      `p50 ${ms(logins.p50)}, p95 ${ms(logins.p95)}, ${rps(logins.rps)}`,
      'p95 < 150 ms',
      allOk && logins.p95 < LOGIN_P95_GOAL_MS,
    ),
  ]
  if (!allOk)
    rows.push(row(`${store}: login answers`, `${statusText(logins.statuses)}, ${logins.errors} failed`))
  return { rows, notes, json: logins }
}

// Every figure of one server (one store); a part that fails becomes an n/a line and the others still run.
async function storeFigures(baseUrl, store) {
  const rows = []
  const notes = []
  const json = {}
  const part = async (key, label, body) => {
    try {
      const result = await body()
      rows.push(...result.rows)
      notes.push(...(result.notes ?? []))
      json[key] = result.json
    } catch (error) {
      rows.push(naRow(`${store}: ${label}`, error.message))
      json[key] = { error: error.message }
    }
  }
  await part('health', '/health', () => healthRatio(baseUrl, store))
  let adminToken
  let emails
  await part('setup', `admin login and ${USER_COUNT} users`, async () => {
    adminToken = await login(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password)
    emails = await createUsers(baseUrl, adminToken, `bench-${store.toLowerCase()}`)
    return { rows: [] }
  })
  if (emails) {
    await part('list', 'users list', () => listFigures(baseUrl, store, adminToken))
    await part('listRatio', 'list ÷ /health', () => listRatio(baseUrl, store, adminToken))
    await part('login', 'login', () => loginFigures(baseUrl, store, emails))
  }
  return { rows, notes, json }
}

async function postgresFigures(staticDir) {
  const cluster = await startPostgres()
  try {
    const server = await startServer({
      staticDir,
      label: 'postgres',
      env: {
        DATABASE_URL: cluster.url,
        // A server on PostgreSQL takes its secrets from the environment (docs/rules/configuration.md).
        ...newSharedSecrets(),
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
      },
    })
    try {
      return await storeFigures(server.url, 'PostgreSQL')
    } finally {
      await server.stop()
    }
  } finally {
    await cluster.stop()
  }
}

export async function apiSection({ baseUrl, staticDir }) {
  const pglite = await storeFigures(baseUrl, 'PGlite')
  const rows = [...pglite.rows]
  const notes = [...pglite.notes]
  const json = { pglite: pglite.json }
  try {
    const postgres = await postgresFigures(staticDir)
    rows.push(...postgres.rows)
    notes.push(
      ...postgres.notes,
      'PostgreSQL: throwaway cluster of tests/support/postgres-cluster.ts (fsync=off)',
    )
    json.postgres = postgres.json
  } catch (error) {
    rows.push(naRow('PostgreSQL', error.message))
    json.postgres = { error: error.message }
  }
  return { rows, notes, json }
}
