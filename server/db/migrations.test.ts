import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findPostgresBinaries, startPostgresCluster } from '../../tests/support/postgres-cluster'
import { sharedPostgresCluster } from '../testing/shared-postgres-cluster'
import { resourceList } from '../../api/kernel/resources'
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
  const triggers = await database.db.execute(sql`
    select tgrelid::regclass::text as table_name, tgname, pg_get_triggerdef(oid) as def
    from pg_trigger where not tgisinternal order by 1, 2`)
  return {
    columns: rowsOf(columns),
    indexes: rowsOf(indexes),
    constraints: rowsOf(constraints),
    triggers: rowsOf(triggers),
  }
}

/** Every append-only resource's table refuses UPDATE and DELETE, whoever asks (the audit trail). */
async function expectAppendOnlyTables(database: Database) {
  const appendOnly = resourceList.filter(
    (declaration) => 'appendOnly' in declaration && declaration.appendOnly,
  )
  expect(appendOnly.map((declaration) => declaration.table)).toEqual(['audit_trail'])
  await database.db.execute(sql`
    insert into audit_trail (id, at, actor_name, resource, record_id, action)
    values ('audit-append-only', now(), 'Sistem', 'users', 'u1', 'create')`)
  for (const change of [
    sql`update audit_trail set reason = 'değiştirildi' where id = 'audit-append-only'`,
    sql`delete from audit_trail where id = 'audit-append-only'`,
    sql`truncate audit_trail`,
  ])
    await expect(database.db.execute(change)).rejects.toThrow()
  const kept = rowsOf(await database.db.execute(sql`select reason from audit_trail`))
  expect(kept).toEqual([{ reason: null }])
}

// Every declared resource's table, and the tables outside the resource kernel.
const expectedTables = [
  ...resourceList.map((declaration) => declaration.table),
  'idempotency_keys',
  'notification_reads',
  'system_settings',
].sort()

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
      // Acknowledged commits must have reached the WAL (see pglite-worker.ts).
      const commit = rowsOf(await database.db.execute(sql`show synchronous_commit`))
      expect(commit[0]?.synchronous_commit).toBe('on')
      const indexNames = pgliteSchema.indexes.map((i) => String(i.indexname))
      expect(indexNames).toContain('users_email_lower_unique')
      expect(indexNames).toContain('websites_domain_lower_unique')
      await expectAppendOnlyTables(database)
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
        await expectAppendOnlyTables(database)
      } finally {
        await database.close()
      }
    } finally {
      await lease.release()
    }
  }, 120_000)
})
