import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createBackupService } from '../../api/backups/backup-service'
import { auditResource } from '../../api/audit/audit-resource'
import { sampleRecord } from '../../api/kernel/sample-record'
import { resources } from '../../api/kernel/resources'
import type { ApiPorts } from '../../api/ports'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { newUserRecord } from '../../api/users/user.shared'
import { startPostgresCluster } from '../../tests/support/postgres-cluster'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { silentLogger } from '../host/logger'
import { createDiskBlobStore } from '../files/disk-blob-store'
import { createDatabaseBlobStore } from '../files/database-blob-store'
import { createServerPorts } from '../host/server-ports'
import { openPgliteTestDatabase, testConfig } from '../testing/create-test-ports'
import { sharedPostgresCluster } from '../testing/shared-postgres-cluster'
import { restoreDatabase } from './restore-database'

// Backup → change the data → restore → the data is back, on PGlite and PostgreSQL, and a backup of one
// restores into the other (docs/rules/backups.md#restore). A backup cut short changes nothing.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })
const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

interface Opened {
  database: Database
  ports: ApiPorts
  close(): Promise<void>
}

function portsOver(database: Database): ApiPorts {
  const backupsDir = mkdtempSync(join(tmpdir(), 'sitekur-restore-test-'))
  dirs.push(backupsDir)
  return createServerPorts({
    database,
    secrets: { jwtSecret: randomBytes(48).toString('base64url'), encryptionKey: randomBytes(32) },
    mailer: { transport: 'test', send: async () => {} },
    logger: silentLogger,
    config: { ...testConfig },
    // As the host keeps them: on disk beside PGlite, in the database itself on PostgreSQL.
    blobs:
      database.driver === 'postgres' ? createDatabaseBlobStore(database) : createDiskBlobStore(backupsDir),
  })
}

async function openPgliteStore(): Promise<Opened> {
  const database = await openPgliteTestDatabase()
  return { database, ports: portsOver(database), close: () => database.close() }
}

async function openPostgresStore(): Promise<Opened | null> {
  const lease = await sharedPostgresCluster.acquire(startPostgresCluster)
  if (!lease) return null
  const name = `sitekur_restore_${randomBytes(6).toString('hex')}`
  const database = await openPostgres(await lease.cluster.createDatabase(name), 3)
  await database.migrate()
  return {
    database,
    ports: portsOver(database),
    async close() {
      await database.close()
      await lease.cluster.dropDatabase(name)
      await lease.release()
    },
  }
}

const stores = [
  { name: 'pglite', open: openPgliteStore },
  { name: 'postgres', open: openPostgresStore },
]

async function seed(ports: ApiPorts) {
  const at = new Date().toISOString()
  const customer = await ports.repos.users.create(
    newUserRecord({ id: crypto.randomUUID(), name: 'Ayşe Çelik', email: 'ayse@example.com', at }),
  )
  const website = await ports.repos.websites.create(
    sampleRecord(resources.websites, 1, {
      id: crypto.randomUUID(),
      ownerId: customer.id,
      domain: 'ayse.example',
    }),
  )
  await ports.repos.settings.put({ ...defaultSystemSettings, siteName: 'Yedekli Site' })
  await ports.repos
    .resource(auditResource)
    .create(sampleRecord(resources.auditTrail, 1, { id: crypto.randomUUID(), recordId: customer.id }))
  return { customer, website }
}

async function backupBody(ports: ApiPorts) {
  const backups = createBackupService(ports)
  const taken = await backups.take('manual')
  return async () => (await backups.open(taken.name)).body
}

describe.each(stores)('restore on $name', ({ open }) => {
  it('backup → change data → restore → the data is back', async (ctx) => {
    const store = await open()
    if (!store) return ctx.skip()
    try {
      const { customer, website } = await seed(store.ports)
      await store.ports.files?.put('ayse/logo', new Response('logo').body!)
      const body = await backupBody(store.ports)
      await store.ports.repos.users.delete(customer.id)
      await store.ports.repos.settings.put({ ...defaultSystemSettings, siteName: 'Değişti' })
      const intruder = await store.ports.repos.users.create(
        newUserRecord({
          id: crypto.randomUUID(),
          name: 'Yeni',
          email: 'yeni@example.com',
          at: new Date().toISOString(),
        }),
      )
      const counts = await restoreDatabase(store.database, await body())
      expect(counts.users).toBe(1)
      expect(await store.ports.repos.users.findById(customer.id)).toEqual(customer)
      expect(await store.ports.repos.websites.findById(website.id)).toEqual(website)
      expect(await store.ports.repos.users.findById(intruder.id)).toBeNull()
      expect((await store.ports.repos.settings.get())?.siteName).toBe('Yedekli Site')
      expect(await store.ports.repos.resource(auditResource).count()).toBe(1)
      // Files are no records: the restore leaves the uploads and the backups themselves where they were.
      expect(new TextDecoder().decode((await store.ports.files?.get('ayse/logo')) ?? undefined)).toBe('logo')
      expect(await createBackupService(store.ports).list()).toHaveLength(1)
    } finally {
      await store.close()
    }
  })

  it('a backup cut short is refused and nothing changes', async (ctx) => {
    const store = await open()
    if (!store) return ctx.skip()
    try {
      const { customer } = await seed(store.ports)
      const bytes = new Uint8Array(await new Response(await (await backupBody(store.ports))()).arrayBuffer())
      const gunzipped = new Uint8Array(
        await new Response(
          new Response(bytes).body!.pipeThrough(new DecompressionStream('gzip')),
        ).arrayBuffer(),
      )
      const text = new TextDecoder().decode(gunzipped)
      const cut = text
        .split('\n')
        .filter((line) => !line.startsWith('{"end"'))
        .join('\n')
      const gzipped = new Response(cut).body!.pipeThrough(new CompressionStream('gzip'))
      await store.ports.repos.users.delete(customer.id)
      await expect(restoreDatabase(store.database, gzipped)).rejects.toThrow(/cut short/)
      expect(await store.ports.repos.users.findById(customer.id)).toBeNull()
    } finally {
      await store.close()
    }
  })
})

describe('a backup restores into the other store', () => {
  it('PGlite → PostgreSQL', async (ctx) => {
    const source = await openPgliteStore()
    const target = await openPostgresStore()
    try {
      if (!target) return ctx.skip()
      const { customer, website } = await seed(source.ports)
      const body = await backupBody(source.ports)
      await restoreDatabase(target.database, await body())
      expect(await target.ports.repos.users.findById(customer.id)).toEqual(customer)
      expect(await target.ports.repos.websites.findById(website.id)).toEqual(website)
    } finally {
      await source.close()
      await target?.close()
    }
  })
})
