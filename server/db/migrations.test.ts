import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findPostgresBinaries, startPostgresCluster } from '../../tests/support/postgres-cluster'
import { sharedPostgresCluster } from '../testing/shared-postgres-cluster'
import type { Database } from './database'
import { openPglite } from './open-pglite'
import { openPostgres } from './open-postgres'

// The committed migrations apply on both stores, twice without harm, and give the same schema.
// (PGlite is a newer PostgreSQL that also lists NOT NULL as constraints; those are compared as columns.)

type Row = Record<string, unknown>
// Both drivers answer execute() with { rows }.
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows

async function describeSchema(database: Database) {
  const columns = await database.db.execute(sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`)
  const indexes = await database.db.execute(sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
    order by tablename, indexname`)
  const constraints = await database.db.execute(sql`
    select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as def
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`)
  return { columns: rowsOf(columns), indexes: rowsOf(indexes), constraints: rowsOf(constraints) }
}

const expectedTables = [
  'account_invitations',
  'activity_log',
  'approval_requests',
  'audit_trail',
  'customer_requests',
  'email_campaigns',
  'email_templates',
  'email_verifications',
  'form_drafts',
  'idempotency_keys',
  'invoices',
  'notification_reads',
  'notifications',
  'outgoing_mail',
  'packages',
  'preview_sessions',
  'published_sites',
  'rate_limits',
  'refresh_tokens',
  'site_visits',
  'support_tickets',
  'system_settings',
  'thread_replies',
  'two_factor_credentials',
  'uploads',
  'users',
  'visit_salts',
  'website_requests',
  'websites',
]

let pgliteSchema: Awaited<ReturnType<typeof describeSchema>> | undefined

describe('migrations on PGlite', () => {
  it('create every table, use timestamptz everywhere and can be applied twice', async () => {
    const database = await openPglite()
    try {
      await database.migrate()
      await database.migrate()
      pgliteSchema = await describeSchema(database)
      const tables = [...new Set(pgliteSchema.columns.map((c) => String(c.table_name)))].sort()
      expect(tables).toEqual(expectedTables)
      const naiveTimestamps = pgliteSchema.columns.filter(
        (c) => c.data_type === 'timestamp without time zone',
      )
      expect(naiveTimestamps).toEqual([])
      // Acknowledged commits must have reached the WAL (see open-pglite.ts).
      const commit = rowsOf(await database.db.execute(sql`show synchronous_commit`))
      expect(commit[0]?.synchronous_commit).toBe('on')
      const indexNames = pgliteSchema.indexes.map((i) => String(i.indexname))
      expect(indexNames).toContain('users_email_lower_unique')
      expect(indexNames).toContain('websites_domain_lower_unique')
    } finally {
      await database.close()
    }
  }, 60_000)
})

describe.skipIf(!findPostgresBinaries())('migrations on PostgreSQL', () => {
  it('apply on a real server and give exactly the PGlite schema', async () => {
    const lease = await sharedPostgresCluster.acquire(startPostgresCluster)
    if (!lease) throw new Error('cluster did not start')
    try {
      const url = await lease.cluster.createDatabase('migrations_test')
      const database = await openPostgres(url, 2)
      try {
        await database.migrate()
        await database.migrate()
        const schema = await describeSchema(database)
        expect(pgliteSchema).toBeDefined()
        expect(schema).toEqual(pgliteSchema)
      } finally {
        await database.close()
      }
    } finally {
      await lease.release()
    }
  }, 120_000)
})
