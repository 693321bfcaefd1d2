import { fileURLToPath } from 'node:url'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Schema } from './schema'

// What the rest of the server sees of a store: a Drizzle database (the same query code runs on
// PGlite and PostgreSQL), which driver it is, and how to close it cleanly.
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Driver = 'pglite' | 'postgres'

export interface Database {
  db: Db
  driver: Driver
  /** Applies the committed migrations (server/db/migrations). */
  migrate(): Promise<void>
  /** PGlite: CHECKPOINT then close the files. PostgreSQL: end the pool. */
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
