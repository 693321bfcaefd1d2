import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { Database, Db } from './database'
import { migrationsFolder } from './database'
import { schema } from './schema'

// Any fixed number: serialises migrations when several servers start against one database.
const MIGRATION_LOCK_KEY = 72_616_263

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 })
  // A connection that breaks must not crash the process: node-postgres emits 'error' on the client, and
  // the pool listens only while the client is idle. Every client gets a listener of its own for as long
  // as it lives, so one cut under a running transaction fails that query (answered 503,
  // docs/rules/database-outages.md) and the pool replaces the client when it is released.
  pool.on('error', (error) => console.error('PostgreSQL pool error (idle connection):', error.message))
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL connection error:', error.message))
  })
  const db: Db = drizzle({ client: pool, schema })
  return {
    db,
    driver: 'postgres',
    async migrate() {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        try {
          await migrate(drizzle({ client, schema }), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        }
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
