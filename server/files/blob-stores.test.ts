import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/database'
import { createDiskBackupStore } from './disk-backup-store'

// The Node host's backup files (docs/rules/backups.md): a write that fails leaves nothing listed and no
// '.part' behind, files are the server user's only, and no name outside the pattern reaches the disk.

const dir = mkdtempSync(join(tmpdir(), 'sitekur-disk-backups-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
// The snapshot is not used here: only the files.
const store = createDiskBackupStore({} as Database, join(dir, 'backups'))
const NAME = 'sitekur-20261126T180000123Z-manual.ndjson.gz'

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

describe('disk backup store', () => {
  it('a write that fails midway leaves nothing behind', async () => {
    await expect(store.save(NAME, streamOf(new Uint8Array(10), new Error('cut')))).rejects.toThrow('cut')
    expect(await store.list()).toEqual([])
    expect(readdirSync(join(dir, 'backups'))).toEqual([])
  })

  it('saves, lists, opens and removes a backup, readable by its owner only', async () => {
    expect(await store.save(NAME, streamOf(new Uint8Array([1, 2, 3])))).toEqual({ name: NAME, size: 3 })
    expect(statSync(join(dir, 'backups', NAME)).mode & 0o777).toBe(0o600)
    expect(await store.list()).toEqual([{ name: NAME, size: 3 }])
    const opened = await store.open(NAME)
    expect(new Uint8Array(await new Response(opened!.body).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(await store.remove(NAME)).toBe(true)
    expect(await store.open(NAME)).toBeNull()
  })

  it('refuses any other name before touching the disk', async () => {
    await expect(store.open('../secrets.json')).rejects.toThrow(/not a backup name/)
    await expect(store.save('x.gz', streamOf())).rejects.toThrow(/not a backup name/)
  })
})
