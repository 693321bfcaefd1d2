import { createReadStream, existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { openPglite } from '../db/open-pglite'
import { openPostgres } from '../db/open-postgres'
import { loadEnv } from '../env'
import { acquireDataDirLock, DataDirLockedError } from '../host/data-dir-lock'
import { openBlobStore } from '../files/open-blob-store'
import { parseBackupName } from '../../api/backups/backup-name'
import { blobBackupStore } from './blob-backup-store'
import { restoreDatabase } from './restore-database'

// `npm run restore -- <backup file or name>` (docs/rules/backups.md#restore): with the server stopped,
// replaces the data of DATABASE_URL, or of DATA_DIR's PGlite, with the backup's. A backup's name alone is
// read from where the server keeps its backups (the database with DATABASE_URL). The data dir's lock
// refuses to run beside a server on the same PGlite files.

const file = process.argv[2]
if (!file || (!existsSync(file) && !parseBackupName(file))) {
  console.error('Usage: npm run restore -- <DATA_DIR/backups/sitekur-….ndjson.gz | sitekur-….ndjson.gz>')
  process.exit(2)
}
const env = loadEnv()
const dataDir = resolve(env.DATA_DIR)
let lock: ReturnType<typeof acquireDataDirLock> | null = null
try {
  lock = env.DATABASE_URL ? null : acquireDataDirLock(dataDir)
} catch (error) {
  console.error(error instanceof DataDirLockedError ? error.message : error)
  process.exit(1)
}
const database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL, 2)
  : await openPglite(join(dataDir, 'pglite'))
try {
  const body = existsSync(file)
    ? (Readable.toWeb(createReadStream(resolve(file))) as unknown as ReadableStream<Uint8Array>)
    : (await blobBackupStore(database, (await openBlobStore(env, database, dataDir)).blobs).open(file))?.body
  if (!body) throw new Error(`no backup named ${file}`)
  const counts = await restoreDatabase(database, body)
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  console.log(`Restored ${total} records from ${file} into ${database.driver}.`)
  for (const [name, count] of Object.entries(counts)) console.log(`  ${name}: ${count}`)
} catch (error) {
  console.error('Restore failed; nothing was changed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
  lock?.release()
}
