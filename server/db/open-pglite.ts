import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Database, Db } from './database'
import { migrationsFolder } from './database'
import type { PgliteClient } from './pglite-worker-client'
import { openPgliteWorker } from './pglite-worker-client'
import { schema } from './schema'

/**
 * Embedded PostgreSQL (WASM) as a Drizzle database; `dataDir` undefined → in memory (tests), `loadDataDir`
 * a dump to start from (the test templates). PGlite runs on a worker thread of its own, so a query never
 * holds up the event loop (docs/decisions/0029-pglite-in-a-worker.md); its options, durability included,
 * are in pglite-worker.ts.
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<Database & { client: PgliteClient }> {
  const client = await openPgliteWorker({ dataDir, loadDataDir: options.loadDataDir })
  // Drizzle's pglite session calls only query, exec and transaction (PgliteClient); its type names PGlite.
  const drizzleClient = client as unknown as PGlite
  const db: Db = drizzle({ client: drizzleClient, schema })
  return {
    client,
    db,
    driver: 'pglite',
    migrate: () => migrate(drizzle({ client: drizzleClient, schema }), { migrationsFolder }),
    async close() {
      if (client.closed) return
      if (dataDir) await client.exec('CHECKPOINT')
      await client.close()
    },
  }
}
