import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgresCluster } from '../../tests/support/postgres-cluster'
import { blobBackupStore } from '../backups/blob-backup-store'
import type { Database } from '../db/database'
import { openPostgres } from '../db/open-postgres'
import { openPgliteTestDatabase } from '../testing/create-test-ports'
import { sharedPostgresCluster } from '../testing/shared-postgres-cluster'
import { readBlob, type BlobStore } from './blob-store'
import { describeBlobStoreContract } from './blob-store-contract'
import { CHUNK_BYTES, createDatabaseBlobStore } from './database-blob-store'
import { createDiskBlobStore } from './disk-blob-store'
import { importDiskFiles } from './open-blob-store'

// Every home of the server's files keeps the same promises (server/files/blob-store-contract.ts; the S3
// store runs it in s3-blob-store.test.ts), and backups are listed from the store. Disk for one process;
// the database on PGlite and PostgreSQL.

interface Home {
  blobs: BlobStore
  database: Database | null
  /** What a failed write may have left behind (temp files, unfinished rows). */
  leftovers(): Promise<number>
  close(): Promise<void>
}

const streamOf = (...chunks: (Uint8Array | Error)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        if (chunk instanceof Error) return controller.error(chunk)
        controller.enqueue(chunk)
      }
      controller.close()
    },
  })
const text = (value: string) => new TextEncoder().encode(value)
const read = async (blobs: BlobStore, key: string) => {
  const bytes = await readBlob(blobs, key)
  return bytes && new TextDecoder().decode(bytes)
}

async function onDisk(): Promise<Home> {
  const dir = mkdtempSync(join(tmpdir(), 'sitekur-blobs-'))
  const files = () => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  return {
    blobs: createDiskBlobStore(dir),
    database: null,
    leftovers: async () => files().filter((entry) => entry.name.startsWith('.tmp-')).length,
    close: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

function inDatabase(database: Database, close: () => Promise<void>): Home {
  return {
    blobs: createDatabaseBlobStore(database),
    database,
    async leftovers() {
      const rows = await database.db.execute(
        'select count(*)::int as n from file_store.files where not complete',
      )
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n
    },
    close,
  }
}

async function inPglite(): Promise<Home> {
  const database = await openPgliteTestDatabase()
  return inDatabase(database, () => database.close())
}

async function inPostgres(): Promise<Home | null> {
  const lease = await sharedPostgresCluster.acquire(startPostgresCluster)
  if (!lease) return null
  const name = `sitekur_blobs_${randomBytes(6).toString('hex')}`
  const database = await openPostgres(await lease.cluster.createDatabase(name), 3)
  await database.migrate()
  return inDatabase(database, async () => {
    await database.close()
    await lease.cluster.dropDatabase(name)
    await lease.release()
  })
}

const BACKUP = 'sitekur-20261126T180000123Z-manual.ndjson.gz'

describe.each([
  { name: 'disk', open: onDisk },
  { name: 'PGlite', open: inPglite },
  { name: 'PostgreSQL', open: inPostgres },
])('files on $name', ({ open }) => {
  let home: Home | null = null
  beforeAll(async () => {
    home = await open()
  }, 60_000)
  afterAll(() => home?.close())
  const store = () => home!.blobs

  describeBlobStoreContract(() => home!.blobs, {
    largeBytes: 3 * CHUNK_BYTES + 12_345,
    largeTimeoutMs: 20_000,
  })

  it('leaves no unfinished file behind a write whose stream fails midway', async (ctx) => {
    if (!home) return ctx.skip()
    const big = new Uint8Array(CHUNK_BYTES + 10)
    await expect(store().put('uploads/b/yeni', streamOf(big, new Error('kesildi')))).rejects.toThrow(
      'kesildi',
    )
    expect(await home.leftovers()).toBe(0)
  })

  it('keeps backups: listed once written whole, and no name outside the pattern reaches the store', async (ctx) => {
    if (!home) return ctx.skip()
    const backups = blobBackupStore(home.database ?? ({} as Database), store())
    await expect(backups.save(BACKUP, streamOf(new Uint8Array(10), new Error('cut')))).rejects.toThrow('cut')
    expect(await backups.list()).toEqual([])
    expect(await backups.save(BACKUP, streamOf(new Uint8Array([1, 2, 3])))).toEqual({ name: BACKUP, size: 3 })
    expect(await backups.list()).toEqual([{ name: BACKUP, size: 3 }])
    const opened = await backups.open(BACKUP)
    expect(new Uint8Array(await new Response(opened!.body).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    await expect(backups.open('../secrets.json')).rejects.toThrow(/not a backup name/)
    await expect(backups.save('x.gz', streamOf())).rejects.toThrow(/not a backup name/)
    expect(await backups.remove(BACKUP)).toBe(true)
    expect(await backups.open(BACKUP)).toBeNull()
  })
})

describe('files on disk', () => {
  it('are readable by the server user only (a backup holds password hashes)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitekur-blobs-'))
    try {
      await createDiskBlobStore(dir).put('backups/yedek', streamOf(text('gizli')))
      expect(statSync(join(dir, 'backups', 'yedek')).mode & 0o777).toBe(0o600)
      expect(statSync(join(dir, 'backups')).mode & 0o777).toBe(0o700)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('moving from one process to several', () => {
  it('copies the files kept on disk into the shared store once, and leaves the disk as it was', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitekur-blobs-'))
    const database = await openPgliteTestDatabase()
    try {
      const disk = createDiskBlobStore(dir)
      await disk.put('uploads/ayse/logo', streamOf(text('logo')))
      await disk.put(`backups/${BACKUP}`, streamOf(text('yedek')))
      const shared = createDatabaseBlobStore(database)
      await shared.put('uploads/ayse/kapak', streamOf(text('kapak')))
      expect(await importDiskFiles(dir, shared)).toBe(2)
      expect(await read(shared, 'uploads/ayse/logo')).toBe('logo')
      expect(await read(shared, `backups/${BACKUP}`)).toBe('yedek')
      expect(await read(shared, 'uploads/ayse/kapak')).toBe('kapak')
      expect(await importDiskFiles(dir, shared)).toBe(0)
      expect(await read(disk, 'uploads/ayse/logo')).toBe('logo')
    } finally {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
