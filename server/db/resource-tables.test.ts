import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Column, getTableColumns, is, SQL } from 'drizzle-orm'
import { getTableConfig, PgTimestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api'
import { describe, expect, it } from 'vitest'
import type { ResourceDeclaration } from '../../api/kernel/resource'
import { resourceList } from '../../api/kernel/resources'
import { tableOf } from '../repositories/resource-repository'
import { migrationsFolder } from './database'
import { schema } from './schema'

// The tables derive from the declarations (schema/resource-table.ts). What a table's SQL extras write by
// hand (columns, indexes) must still agree with its declaration, so the stores that read only the
// declaration (Dexie, memory) behave like the database; and a declaration's change must come with its
// migration.

type Declaration = ResourceDeclaration<{ id: string }>

/** The column an index entry names: a column, or the one column inside an expression like lower(x). */
function columnNameOf(entry: unknown): string | null {
  if (!is(entry, SQL)) return (entry as { name: string }).name
  const inside = entry.queryChunks.find((chunk) => is(chunk, Column))
  return inside ? (inside as Column).name : null
}

/** The stored search text's column (schema/search-text.ts): derived, never a record field. */
const SEARCH_TEXT = 'searchText'

it('matches the committed migrations: drizzle-kit generate would write nothing', async () => {
  const snapshots = readdirSync(join(migrationsFolder, 'meta')).filter((name) =>
    name.endsWith('_snapshot.json'),
  )
  const last = snapshots.sort().at(-1)!
  const committed = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', last), 'utf8'),
  ) as DrizzleSnapshotJSON
  const current = generateDrizzleJson(schema, committed.id)
  expect(await generateMigration(committed, current)).toEqual([])
})

describe.each(resourceList as unknown as Declaration[])('resource $name and its table', (declaration) => {
  const table = tableOf(declaration)
  const config = getTableConfig(table)
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>
  const fieldOfColumn = new Map(Object.entries(columns).map(([field, column]) => [column.name, field]))
  const fields = Object.keys(declaration.schema.shape)

  it('stores exactly its timestamp fields as timestamptz', () => {
    const timestamps = fields.filter((f) => is(columns[f], PgTimestamp))
    expect(timestamps.sort()).toEqual([...declaration.timestamps].sort())
  })

  it('has no unique index but its unique keys', () => {
    const unique = config.indexes.filter((index) => index.config.unique).map((index) => index.config.name)
    expect(unique).toEqual(declaration.unique.map((key) => `${declaration.table}_${key.name}`))
  })

  it('has an index leading with every indexed field, and declares every index it has', () => {
    const leading = new Set(
      config.indexes.map((index) => fieldOfColumn.get(columnNameOf(index.config.columns[0]!) ?? '')),
    )
    expect(declaration.indexed.filter((field) => !leading.has(field))).toEqual([])
    const declared = new Set<string>([
      ...declaration.indexed,
      ...(declaration.searchFields.length > 0 ? [SEARCH_TEXT] : []),
      ...declaration.unique.map((u) => u.fields[0] as string),
      ...(declaration.owner ? [declaration.owner] : []),
    ])
    expect([...leading].filter((field) => field && !declared.has(field))).toEqual([])
  })

  it('has no foreign key but its references', () => {
    const foreignKeys = config.foreignKeys.map((key) => fieldOfColumn.get(key.reference().columns[0]!.name))
    expect(foreignKeys.sort()).toEqual(Object.keys(declaration.references ?? {}).sort())
  })
})
