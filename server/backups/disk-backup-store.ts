import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { BackupFile, BackupStore } from '../../api/ports/backup-store'
import { parseBackupName } from '../../api/backups/backup-name'
import type { Database } from '../db/database'
import { sqlRepositories } from '../repositories/sql-repositories'

// The Node host's backups (docs/rules/backups.md): files in DATA_DIR/backups, readable by the server's
// user only (a backup holds password hashes and encrypted secrets). A backup is written to a '.part'
// file and renamed when complete, so a crash mid-write never leaves a listed, truncated backup. The
// data is read in one read-only repeatable-read transaction: one consistent view while writes go on.

export function createDiskBackupStore(database: Database, dir: string): BackupStore {
  // Every name reaching the disk is a backup's name (no path), checked again here.
  const pathOf = (name: string) => {
    if (!parseBackupName(name)) throw new Error(`not a backup name: ${name}`)
    return join(dir, name)
  }
  return {
    snapshot(read) {
      return database.db.transaction((tx) => read(sqlRepositories(tx, database.driver, true)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      })
    },
    async save(name, body): Promise<BackupFile> {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const path = pathOf(name)
      const part = `${path}.part`
      try {
        await pipeline(
          Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
          createWriteStream(part, { mode: 0o600 }),
        )
        await rename(part, path)
      } catch (error) {
        await rm(part, { force: true })
        throw error
      }
      return { name, size: (await stat(path)).size }
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[])
      const files: BackupFile[] = []
      for (const name of names) {
        if (!parseBackupName(name)) continue
        const info = await stat(join(dir, name)).catch(() => null)
        if (info?.isFile()) files.push({ name, size: info.size })
      }
      return files
    },
    async open(name) {
      const info = await stat(pathOf(name)).catch(() => null)
      if (!info?.isFile()) return null
      const body = Readable.toWeb(createReadStream(pathOf(name))) as unknown as ReadableStream<Uint8Array>
      return { size: info.size, body }
    },
    async remove(name) {
      const info = await stat(pathOf(name)).catch(() => null)
      if (!info) return false
      await rm(pathOf(name), { force: true })
      return true
    },
  }
}
