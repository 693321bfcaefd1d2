import { createHash, randomBytes } from 'node:crypto'
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
import { CHUNK_BYTES, createDatabaseBlobStore } from './database-blob-store'
import { createDiskBlobStore } from './disk-blob-store'
import { importDiskFiles } from './open-blob-store'

// Every home of the server's files keeps the same promises (server/files/blob-store.ts): a file is
// readable only once stored whole, a failed write leaves nothing, big files go through in pieces, and
// backups are listed from the store. Disk for one process; the database on PGlite and PostgreSQL.

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

  it('stores, opens, lists, replaces and removes files under keys with folders and dots', async (ctx) => {
    if (!home) return ctx.skip()
    expect(await store().put('uploads/ayse/logo.v1', streamOf(text('mer'), text('haba')))).toEqual({
      size: 7,
      sha256: createHash('sha256').update('merhaba').digest('hex'),
    })
    await store().put('uploads/ayse/kapak', streamOf(text('kapak')))
    await store().put('backups/yedek', streamOf(text('yedek')))
    expect(await read(store(), 'uploads/ayse/logo.v1')).toBe('merhaba')
    expect((await store().list('uploads/')).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: 'uploads/ayse/kapak', size: 5 },
      { key: 'uploads/ayse/logo.v1', size: 7 },
    ])
    await store().put('uploads/ayse/kapak', streamOf(text('yeni kapak')))
    expect(await read(store(), 'uploads/ayse/kapak')).toBe('yeni kapak')
    expect(await store().delete('uploads/ayse/kapak')).toBe(true)
    expect(await store().delete('uploads/ayse/kapak')).toBe(false)
    expect(await store().open('uploads/ayse/kapak')).toBeNull()
    expect(await store().list('uploads/ayse/')).toEqual([{ key: 'uploads/ayse/logo.v1', size: 7 }])
  })

  it('keeps nothing of a write whose stream fails midway, and the old bytes of its key', async (ctx) => {
    if (!home) return ctx.skip()
    await store().put('uploads/b/eski', streamOf(text('eski')))
    const big = new Uint8Array(CHUNK_BYTES + 10)
    await expect(store().put('uploads/b/eski', streamOf(big, new Error('kesildi')))).rejects.toThrow(
      'kesildi',
    )
    await expect(store().put('uploads/b/yeni', streamOf(big, new Error('kesildi')))).rejects.toThrow(
      'kesildi',
    )
    expect(await read(store(), 'uploads/b/eski')).toBe('eski')
    expect(await store().open('uploads/b/yeni')).toBeNull()
    expect(await store().list('uploads/b/')).toEqual([{ key: 'uploads/b/eski', size: 4 }])
    expect(await home.leftovers()).toBe(0)
  })

  it('streams a file of many pieces in and out unchanged', async (ctx) => {
    if (!home) return ctx.skip()
    const pieces = Array.from({ length: 12 }, () => randomBytes(100_000))
    const whole = Buffer.concat(pieces)
    const stored = await store().put('uploads/c/buyuk', streamOf(...pieces))
    expect(stored).toEqual({ size: whole.length, sha256: createHash('sha256').update(whole).digest('hex') })
    const opened = await store().open('uploads/c/buyuk')
    expect(opened?.size).toBe(whole.length)
    expect(Buffer.from(await new Response(opened!.body).arrayBuffer()).equals(whole)).toBe(true)
  })

  it('refuses a key that could leave the store', async (ctx) => {
    if (!home) return ctx.skip()
    for (const key of ['../secrets.json', 'uploads/../secrets', '/etc/passwd', 'uploads/a b'])
      await expect(store().put(key, streamOf(text('x')))).rejects.toThrow(/Invalid file key/)
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
