import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, Db } from './database'
import { migrationsFolder } from './database'
import { schema } from './schema'

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined → in memory (tests).
 *
 * Durability against `kill -9`: PGlite mounts the data directory with Emscripten's NODEFS, so each
 * write() of the WAL goes straight to the kernel; with synchronous_commit on, a commit returns only
 * after its WAL record was written, and the next start replays the WAL. That is what makes an
 * acknowledged write survive the process dying (tests/crash proves it, and fails with
 * synchronous_commit off). It is pinned here rather than left to a default. `relaxedDurability`
 * stays false (it only defers syncs of the IndexedDB/OPFS file systems). PGlite runs postgres with
 * fsync off and NODEFS has no fsync, so a power cut (not a process crash) may lose the last
 * commits: deployments that need that use PostgreSQL (DATABASE_URL).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({
    dataDir,
    relaxedDurability: false,
    // Trigram indexes serve substring search (server/db/schema/search-text.ts).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'synchronous_commit=on'],
    ...options,
  })
  const db: Db = drizzle({ client, schema })
  return {
    client,
    db,
    driver: 'pglite',
    migrate: () => migrate(drizzle({ client, schema }), { migrationsFolder }),
    async close() {
      if (client.closed) return
      if (dataDir) await client.exec('CHECKPOINT')
      await client.close()
    },
  }
}
