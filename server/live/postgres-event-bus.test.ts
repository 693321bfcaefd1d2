import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import type { ApiPorts } from '../../api/ports'
import { RESYNC_RESOURCE, type LiveEvent } from '../../api/live/live-event.shared'
import { newUserRecord } from '../../api/users/user.shared'
import { readEventStream } from '../../tests/support/event-stream-reader'
import { startPostgresCluster } from '../../tests/support/postgres-cluster'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { silentLogger } from '../host/logger'
import { createServerPorts } from '../host/server-ports'
import { sharedPostgresCluster } from '../testing/shared-postgres-cluster'
import { testConfig } from '../testing/create-test-ports'
import { openHostEventBus } from './host-event-bus'
import { EVENTS_CHANNEL, type PostgresEventBus } from './postgres-event-bus'

// Two API instances (two server processes, as far as the API can tell) over one PostgreSQL database:
// a change made through one reaches a live stream opened on the other. Skipped without PostgreSQL.

const PASSWORD = 'Kiraz-Bahcesi-42!'
const secrets = { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32) }

interface Instance {
  database: Database
  bus: PostgresEventBus
  ports: ApiPorts
  app: ReturnType<typeof createApi>
}

let lease: Awaited<ReturnType<typeof sharedPostgresCluster.acquire>> = null
let dbName = ''
const instances: Instance[] = []

async function openInstance(url: string): Promise<Instance> {
  const database = await openPostgres(url, 3)
  const ports = createServerPorts({
    database,
    secrets,
    mailer: { async send() {} },
    logger: silentLogger,
    config: { ...testConfig },
    clientIp: () => '127.0.0.1',
  })
  const bus = openHostEventBus(url, database, ports.repos, silentLogger)
  if (!bus) throw new Error('no bus on PostgreSQL')
  await bus.ready
  return { database, bus, ports: { ...ports, events: bus }, app: createApi({ ...ports, events: bus }) }
}

beforeAll(async () => {
  lease = await sharedPostgresCluster.acquire(startPostgresCluster)
  if (!lease) return
  dbName = `sitekur_live_${randomBytes(4).toString('hex')}`
  const url = await lease.cluster.createDatabase(dbName)
  const first = await openInstance(url)
  await first.database.migrate()
  instances.push(first, await openInstance(url))
}, 120_000)

afterAll(async () => {
  for (const instance of instances) {
    await instance.bus.close()
    await instance.database.close()
  }
  if (lease) {
    await lease.cluster.dropDatabase(dbName)
    await lease.release()
  }
})

async function listenerPids(instance: Instance, query: ReturnType<typeof sql>): Promise<unknown[]> {
  const result = (await instance.database.db.execute(query)) as unknown as { rows: Array<{ pid: unknown }> }
  return result.rows.map((row) => row.pid)
}

async function signIn(instance: Instance, role: 'admin' | 'user') {
  const at = new Date().toISOString()
  const user = await instance.ports.repos.users.create(
    newUserRecord(
      {
        id: crypto.randomUUID(),
        name: role === 'admin' ? 'Yönetici' : 'Ayşe',
        email: `${role}-${randomBytes(4).toString('hex')}@example.com`,
        at,
      },
      { passwordHash: await instance.ports.passwords.hash(PASSWORD), emailVerifiedAt: at, role },
    ),
  )
  const res = await instance.app.request(`${testConfig.publicUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: PASSWORD }),
  })
  const body = (await res.json()) as { data: { token: string } }
  return { user, token: body.data.token }
}

describe('live events across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a change made through one process reaches an admin stream opened on the other', async (ctx) => {
    if (instances.length < 2) return ctx.skip()
    const [one, two] = instances as [Instance, Instance]
    const admin = await signIn(two, 'admin')
    const customer = await signIn(one, 'user')
    const streamed = await two.app.request(`${testConfig.publicUrl}/api/admin/stream`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(streamed.status).toBe(200)
    const stream = readEventStream(streamed)
    await stream.next(1)

    const created = await one.app.request(`${testConfig.publicUrl}/api/me/customer-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ type: 'support', title: 'Canlı akış denemesi', description: 'İki süreç' }),
    })
    expect(created.status).toBeLessThan(300)
    const change = (await stream.change(
      (data) => (data as { entry?: { userEmail?: string } }).entry?.userEmail === customer.user.email,
    )) as { entry: { userEmail: string } }
    expect(change.entry.userEmail).toBe(customer.user.email)
    await stream.cancel()
  })

  it('listens again after its LISTEN connection is cut, and delivers what follows', async (ctx) => {
    if (instances.length < 2) return ctx.skip()
    const [one, two] = instances as [Instance, Instance]
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = ${`LISTEN ${EVENTS_CHANNEL}`} and pid <> pg_backend_pid()`
    const before = await listenerPids(one, listeners)
    const ownEvents: LiveEvent[] = []
    const stopOwn = one.bus.subscribe((event) => ownEvents.push(event))
    await one.database.db.execute(sql`select pg_terminate_backend(pid) from (${listeners}) as l`)
    // Each bus reconnects on its own (first retry after 1 s): wait until two LISTENs are back.
    await expect
      .poll(async () => await listenerPids(one, listeners), {
        timeout: 10_000,
        interval: 100,
      })
      .toSatisfy((pids: unknown[]) => pids.length === 2 && pids.every((pid) => !before.includes(pid)))

    const received: string[] = []
    const stop = two.bus.subscribe((event) => received.push(event.id))
    const id = crypto.randomUUID()
    one.bus.publish({
      id,
      at: new Date().toISOString(),
      resource: 'users',
      recordId: null,
      action: 'x',
      userIds: [],
    })
    await expect.poll(() => received, { timeout: 5_000, interval: 20 }).toContain(id)
    stop()
    // Once listening again, the process told its own streams and caches that events may have been missed.
    expect(ownEvents.filter((event) => event.resource === RESYNC_RESOURCE)).toHaveLength(1)
    stopOwn()
  })

  it('an event too large for one NOTIFY reaches the other process with every customer', async (ctx) => {
    if (instances.length < 2) return ctx.skip()
    const [one, two] = instances as [Instance, Instance]
    const received: LiveEvent[] = []
    const stop = two.bus.subscribe((event) => received.push(event))
    const userIds = Array.from({ length: 600 }, () => crypto.randomUUID())
    const id = crypto.randomUUID()
    one.bus.publish({
      id,
      at: new Date().toISOString(),
      resource: 'notifications',
      recordId: null,
      action: 'Sistem bildirimi gönderildi',
      userIds,
    })
    await expect.poll(() => received.find((event) => event.id === id), { timeout: 5_000 }).toBeTruthy()
    expect(received.find((event) => event.id === id)?.userIds).toEqual(userIds)
    stop()
  })
})
