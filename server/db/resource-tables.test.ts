import { Column, getTableColumns, is, SQL } from 'drizzle-orm'
import { getTableConfig, PgDialect, PgTimestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import type { ResourceDeclaration } from '../../api/kernel/resource'
import { resourceList } from '../../api/kernel/resources'
import { tableOf } from '../repositories/resource-repository'
import { searchExpression } from './schema/search-text'

// The Drizzle table stays the source of migrations; every declaration must agree with its table, so the
// stores that derive from the declaration (Dexie, memory) behave like the database.

type Declaration = ResourceDeclaration<{ id: string }>

/** The column an index entry names: a column, or the one column inside an expression like lower(x). */
function columnNameOf(entry: unknown): string | null {
  if (!is(entry, SQL)) return (entry as { name: string }).name
  const inside = entry.queryChunks.find((chunk) => is(chunk, Column))
  return inside ? (inside as Column).name : null
}

const dialect = new PgDialect()
const render = (expression: SQL) => dialect.sqlToQuery(expression).sql

/** The stored search text's column (server/db/schema/search-text.ts): derived, never a record field. */
const SEARCH_TEXT = 'searchText'

describe.each(resourceList as unknown as Declaration[])('resource $name and its table', (declaration) => {
  const table = tableOf(declaration)
  const config = getTableConfig(table)
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>
  const fieldOfColumn = new Map(Object.entries(columns).map(([field, column]) => [column.name, field]))
  const fields = Object.keys(declaration.schema.shape)

  it('has a column for every field, and only reserved columns besides', () => {
    expect(fields.filter((f) => !columns[f])).toEqual([])
    const extra = Object.keys(columns).filter((c) => !fields.includes(c) && c !== SEARCH_TEXT)
    expect(extra.sort()).toEqual([...(declaration.reservedColumns ?? [])].sort())
  })

  it('stores exactly its timestamp fields as timestamptz', () => {
    const timestamps = fields.filter((f) => is(columns[f], PgTimestamp))
    expect(timestamps.sort()).toEqual([...declaration.timestamps].sort())
  })

  it('has a unique index for each unique key, and no other', () => {
    const indexes = config.indexes
      .filter((index) => index.config.unique)
      .map((index) => ({
        name: index.config.name,
        fields: index.config.columns.map((c) => fieldOfColumn.get(columnNameOf(c) ?? '')),
        lower: index.config.columns.some((c) => is(c, SQL)),
        partial: index.config.where !== undefined,
      }))
    const declared = declaration.unique.map((unique) => ({
      name: `${declaration.table}_${unique.name}`,
      fields: [...unique.fields],
      lower: Boolean(unique.caseInsensitive),
      partial: Boolean(unique.skipEmpty),
    }))
    expect(indexes).toEqual(declared)
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

  it('stores and indexes its search text over exactly its search fields, in their order', () => {
    const searchText = columns[SEARCH_TEXT]
    const search = config.indexes.find((index) => index.config.name?.endsWith('_search_trgm'))
    if (declaration.searchFields.length === 0) {
      expect([searchText, search]).toEqual([undefined, undefined])
      return
    }
    // The memory and IndexedDB stores search the declared fields; the SQL stores search this column.
    const names = declaration.searchFields.map((field) => columns[field]?.name ?? `<no column ${field}>`)
    expect(render(searchText?.generated?.as as SQL)).toBe(render(searchExpression(names)))
    expect(search && columnNameOf(search.config.columns[0])).toBe(searchText?.name)
  })

  it('declares its foreign keys as references, with the same ON DELETE', () => {
    const foreignKeys = config.foreignKeys.map((key) => {
      const reference = key.reference()
      return {
        field: fieldOfColumn.get(reference.columns[0]!.name),
        table: getTableConfig(reference.foreignTable).name,
        onDelete: key.onDelete,
      }
    })
    const declared = Object.entries(declaration.references ?? {}).map(([field, reference]) => ({
      field,
      table: resourceList.find((d) => d.name === reference!.resource)?.table,
      onDelete: reference!.onDelete,
    }))
    const byField = (a: { field?: string }, b: { field?: string }) =>
      String(a.field).localeCompare(String(b.field))
    expect(foreignKeys.sort(byField)).toEqual(declared.sort(byField))
  })
})
