import { sql } from 'drizzle-orm'
import { restoreBackup } from '../../api/backups/backup-restore'
import type { Database } from '../db/database'
import { sqlRepositories } from '../repositories/sql-repositories'

// Restoring a backup into PGlite or PostgreSQL (docs/rules/backups.md#restore), with the server stopped:
// the schema is migrated to this version, then in ONE transaction every table of the public schema is
// emptied (the audit trail's append-only triggers are set aside for that statement, inside the same
// transaction) and the backup's records are created through the repositories. Any failure (a file cut
// short, a record that does not fit the schema) rolls the whole restore back: the data stays as it was.

export async function restoreDatabase(
  database: Database,
  body: ReadableStream<Uint8Array>,
): Promise<Record<string, number>> {
  await database.migrate()
  return database.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
    const tables = result.rows.map((row) => `"public"."${row.tablename.replace(/"/g, '""')}"`)
    if (tables.length > 0) {
      await tx.execute(sql.raw('ALTER TABLE "public"."audit_trail" DISABLE TRIGGER USER'))
      await tx.execute(sql.raw(`TRUNCATE ${tables.join(', ')} CASCADE`))
      await tx.execute(sql.raw('ALTER TABLE "public"."audit_trail" ENABLE TRIGGER USER'))
    }
    return restoreBackup(sqlRepositories(tx, database.driver, true), body)
  })
}
