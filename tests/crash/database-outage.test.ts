import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { expect, it } from 'vitest'
import { messages } from '../../api/lib/http'
import type { PostgresCluster } from '../support/postgres-cluster'
import { findPostgresBinaries, startPostgresCluster } from '../support/postgres-cluster'
import { newSharedSecrets } from '../../scripts/make-secrets.mjs'
import { loginToken, startServer, type ServerProcess } from './server-process'

// A server on PostgreSQL outlives its database (docs/rules/database-outages.md): connections cut under
// running transactions (pg_terminate_backend) and a crash of PostgreSQL itself answer 503 with
// Retry-After and the Turkish message, never 500; the process stays up and serves again once the
// database is back.

const ADMIN = { email: 'outage-admin@sitekur.app', password: 'Kesinti-Testi-Parola-42' }
const WRITERS = 6
/** Connections are cut this many times, each after this many more answered writes. */
const CUTS = 5
const WRITES_PER_CUT = 15

interface Answer {
  status: number
  retryAfter: string | null
  message: unknown
}

async function createUser(server: ServerProcess, token: string, email: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'create', name: 'Kesinti Testi', email }),
  })
  const body = (await response.json()) as { message?: unknown }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message }
}

/** Every backend of the app's database but the caller's is terminated (as a DBA or a failover would). */
async function cutConnections(cluster: PostgresCluster, database: string) {
  const client = new pg.Client({ connectionString: cluster.url('postgres') })
  await client.connect()
  try {
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    )
  } finally {
    await client.end()
  }
}

const expectUnavailable = (answer: Answer) =>
  expect(answer).toEqual({ status: 503, retryAfter: '5', message: messages.storeUnavailable })

it.skipIf(!findPostgresBinaries())(
  'cut connections and a crashed PostgreSQL answer 503 with Retry-After, the process stays up and recovers',
  async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-outage-'))
    let cluster: PostgresCluster | null = null
    let server: ServerProcess | null = null
    try {
      cluster = await startPostgresCluster()
      if (!cluster) throw new Error('no cluster')
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: await cluster.createDatabase('outage'),
        ...newSharedSecrets(),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      }
      server = await startServer(4456, env)
      const token = await loginToken(server.url, ADMIN.email, ADMIN.password)

      // Writers keep transactions open on every pooled connection while the connections are cut.
      const answers: Answer[] = []
      let cuts = 0
      let next = 0
      const running = server
      const active = cluster
      const writer = async () => {
        while (cuts < CUTS) {
          answers.push(await createUser(running, token, `kesinti-${next++}@example.com`))
          if (answers.length >= (cuts + 1) * WRITES_PER_CUT && cuts < CUTS) {
            cuts++
            await cutConnections(active, 'outage')
          }
        }
      }
      await Promise.all(Array.from({ length: WRITERS }, writer))
      expect(server.child.exitCode).toBeNull()
      expect(server.output()).not.toContain("Unhandled 'error' event")
      for (const answer of answers.filter((a) => a.status !== 201)) expectUnavailable(answer)
      expect((await createUser(server, token, `kesinti-sonra-${Date.now()}@example.com`)).status).toBe(201)

      // PostgreSQL itself goes down: calls that need it answer 503; the process waits for it.
      await cluster.crash()
      expectUnavailable(await createUser(server, token, `kesinti-cokme-${Date.now()}@example.com`))
      expect(server.child.exitCode).toBeNull()
      await cluster.resume()
      let after: Answer | null = null
      for (let attempt = 0; attempt < 50 && after?.status !== 201; attempt++) {
        after = await createUser(server, token, `kesinti-geri-${Date.now()}-${attempt}@example.com`)
        if (after.status !== 201) expectUnavailable(after)
      }
      expect(after?.status).toBe(201)
      expect(server.output()).not.toContain("Unhandled 'error' event")
    } finally {
      await server?.stop()
      await cluster?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },
  240_000,
)
