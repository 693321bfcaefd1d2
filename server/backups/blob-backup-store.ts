import type { BackupFile, BackupStore } from '../../api/ports/backup-store'
import { parseBackupName } from '../../api/backups/backup-name'
import type { Database } from '../db/database'
import type { BlobStore } from '../files/blob-store'
import { sqlRepositories } from '../repositories/sql-repositories'

/** Backups live under this prefix of the blob store. */
export const BACKUPS_PREFIX = 'backups/'

// The Node host's backups (docs/rules/backups.md) in its blob store: on disk for one process, in the
// database or an object store for several, so every process lists, serves and prunes the same ones. A
// backup becomes visible only once written whole (the blob store's put). The data is read in one
// read-only repeatable-read transaction: one consistent view while writes go on.

export function blobBackupStore(database: Database, blobs: BlobStore): BackupStore {
  // Every name reaching the store is a backup's name (no path), checked again here.
  const keyOf = (name: string) => {
    if (!parseBackupName(name)) throw new Error(`not a backup name: ${name}`)
    return BACKUPS_PREFIX + name
  }
  return {
    snapshot(read) {
      return database.db.transaction((tx) => read(sqlRepositories(tx, database.driver, true)), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      })
    },
    async save(name, body): Promise<BackupFile> {
      const { size } = await blobs.put(keyOf(name), body)
      return { name, size }
    },
    async list() {
      const files: BackupFile[] = []
      for (const { key, size } of await blobs.list(BACKUPS_PREFIX)) {
        const name = key.slice(BACKUPS_PREFIX.length)
        if (parseBackupName(name)) files.push({ name, size })
      }
      return files
    },
    open: async (name) => blobs.open(keyOf(name)),
    remove: async (name) => blobs.delete(keyOf(name)),
  }
}
