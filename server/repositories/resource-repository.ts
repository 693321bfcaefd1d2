import { and, count, desc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CrudRepository, Filter, ListOptions } from '../../api/ports/crud-repository'
import type { ResourceDeclaration } from '../../api/kernel/resource'
import type { Db } from '../db/database'
import { schema } from '../db/schema'
import { toRowValues } from './convert'
import { orderOf, pageOf, pageTotalOf, whereOf, type ColumnMap } from './sql-list'

// The repository of any declared resource over Drizzle (PGlite and PostgreSQL alike). The table is the
// Drizzle table named by the declaration; its columns carry the record's field names, so a record maps
// onto a row field by field. Foreign keys do the ON DELETE work here (the other stores do it by hand).

/** The Drizzle table of a declaration (server/db/schema/*.ts), found by its SQL name. */
export function tableOf(declaration: { name: string; table: string }): PgTable {
  const table = Object.values(schema).find(
    (candidate) => typeof candidate === 'object' && getTableName(candidate as PgTable) === declaration.table,
  )
  if (!table) throw new Error(`No Drizzle table '${declaration.table}' for resource '${declaration.name}'.`)
  return table as PgTable
}

/** Row → record: the record's fields only; timestamps as ISO strings, NULL as null. */
export function recordMapper<T>(declaration: { schema: { shape: object }; timestamps: readonly string[] }) {
  const fields = Object.keys(declaration.schema.shape)
  const timestamps = new Set<string>(declaration.timestamps)
  return (row: Record<string, unknown>): T => {
    const record: Record<string, unknown> = {}
    for (const field of fields) {
      const value = row[field] ?? null
      record[field] = timestamps.has(field) && value instanceof Date ? value.toISOString() : value
    }
    return record as T
  }
}

export function resourceRepository<T extends { id: string }>(
  db: Db,
  declaration: ResourceDeclaration<T>,
): CrudRepository<T> {
  const table = tableOf(declaration)
  const all = getTableColumns(table) as Record<string, AnyPgColumn>
  const columns: ColumnMap<T> = {}
  for (const field of Object.keys(declaration.schema.shape)) {
    const column = all[field]
    if (!column) throw new Error(`Table '${declaration.table}' has no column for field '${field}'.`)
    columns[field as keyof T & string] = column
  }
  // What is read and returned: the record's own columns, never the stored search text (a search reads it
  // in SQL) nor a column the record does not carry yet.
  const selection = columns as Record<string, AnyPgColumn>
  const id = all.id as AnyPgColumn
  // A resource with search fields searches its table's stored search text (schema/search-text.ts).
  const searchText = declaration.searchFields.length > 0 ? (all.searchText ?? null) : null
  if (declaration.searchFields.length > 0 && !searchText)
    throw new Error(`Table '${declaration.table}' has no search_text column for its search fields.`)
  const defaultOrder = all[declaration.defaultOrder] as AnyPgColumn
  const toRecord = recordMapper<T>(declaration)
  const first = (rows: unknown[]) =>
    rows[0] === undefined ? null : toRecord(rows[0] as Record<string, unknown>)
  const where = (filter: Filter<T> | undefined) => whereOf(columns, searchText, { filter })
  const values = (record: object) => {
    const row = toRowValues(record, declaration.timestamps)
    delete row.id
    return row
  }

  const repository: CrudRepository<T> = {
    async findById(key) {
      return first(await db.select(selection).from(table).where(eq(id, key)).limit(1))
    },
    async findOne(filter) {
      return (await repository.list({ filter, limit: 1 }))[0] ?? null
    },
    async list(options: ListOptions<T> = {}) {
      const { limit, offset } = pageOf(options)
      const rows = await db
        .select(selection)
        .from(table)
        .where(whereOf(columns, searchText, options))
        .orderBy(...orderOf(columns, id, defaultOrder, options))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => toRecord(row as Record<string, unknown>))
    },
    async count(options = {}) {
      const [row] = await db
        .select({ value: count() })
        .from(table)
        .where(whereOf(columns, searchText, options))
      return row?.value ?? 0
    },
    pageTotal: (options = {}, exactUpTo) =>
      pageTotalOf(db, table, whereOf(columns, searchText, options), exactUpTo),
    async countBy(field, options = {}) {
      const column = columns[field]
      if (!column) throw new Error(`Unknown field: ${field}`)
      const rows = await db
        .select({ value: column, count: count() })
        .from(table)
        .where(whereOf(columns, searchText, options))
        .groupBy(column)
      return rows.map((row) => {
        const value: unknown = row.value
        return {
          value: (value instanceof Date ? value.toISOString() : value) as never,
          count: Number(row.count),
        }
      })
    },
    async create(record) {
      const row = toRowValues(record, declaration.timestamps)
      const created = first(await db.insert(table).values(row).returning(selection))
      if (!created) throw new Error('Insert returned no row.')
      return created
    },
    async createIfAbsent(record) {
      const row = toRowValues(record, declaration.timestamps)
      return first(await db.insert(table).values(row).onConflictDoNothing().returning(selection))
    },
    async update(key, patch) {
      const set = values(patch)
      if (Object.keys(set).length === 0) return repository.findById(key)
      return first(await db.update(table).set(set).where(eq(id, key)).returning(selection))
    },
    async updateWhere(key, expected, patch) {
      const set = values(patch)
      const conditions: (SQL | undefined)[] = [eq(id, key), where(expected)]
      if (Object.keys(set).length === 0)
        return first(
          await db
            .select(selection)
            .from(table)
            .where(and(...conditions)),
        )
      // One statement: of two writers racing on the same record, only the first still matches.
      return first(
        await db
          .update(table)
          .set(set)
          .where(and(...conditions))
          .returning(selection),
      )
    },
    async delete(key) {
      const rows = await db.delete(table).where(eq(id, key)).returning({ id })
      return rows.length > 0
    },
  }
  return repository
}

/**
 * Keeps the `keep` newest records (default order, then id) and deletes the rest, in one statement: the
 * oldest record kept is found on the order's index, and what sorts before it goes by a range on that
 * index (no scan of the whole table). With `keep` records or fewer the subquery finds none: nothing goes.
 */
export async function pruneToLatest<T extends { id: string }>(
  db: Db,
  declaration: ResourceDeclaration<T>,
  keep: number,
): Promise<void> {
  const table = tableOf(declaration)
  const all = getTableColumns(table) as Record<string, AnyPgColumn>
  const id = all.id as AnyPgColumn
  const order = all[declaration.defaultOrder] as AnyPgColumn
  if (keep <= 0) {
    await db.delete(table)
    return
  }
  const oldestKept = db
    .select({ at: order, id })
    .from(table)
    .orderBy(desc(order), desc(id))
    .offset(keep - 1)
    .limit(1)
  await db.delete(table).where(sql`(${order}, ${id}) < (${oldestKept})`)
}
