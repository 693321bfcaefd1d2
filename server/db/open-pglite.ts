import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, Db } from './database'
import { migrationsFolder } from './database'
import { schema } from './schema'

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined → in memory (tests).
 *
 * Durability: PGlite mounts the data directory with Emscripten's NODEFS, so every write() of the
 * WAL goes straight to the kernel; a commit returns only after its WAL record was written (synchronous
 * commit, the default). That is what makes an acknowledged write survive `kill -9` of the server.
 * `relaxedDurability` stays false (it only matters for the IndexedDB/OPFS file systems, which sync
 * asynchronously). PGlite runs postgres with fsync off, so a power loss may still lose the tail.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create({ dataDir, relaxedDurability: false, ...options })
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
