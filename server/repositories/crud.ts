import { count, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CountOptions, CrudRepository, ListOptions } from '../../api/ports/crud-repository'
import type { Db } from '../db/database'
import { toRowValues } from './convert'
import type { ColumnMap } from './sql-list'
import { orderOf, pageOf, whereOf } from './sql-list'

// The generic SQL implementation of the ports' CrudRepository; each entity file supplies its table,
// the mapping of record fields to columns and its row → record conversion.

/** What the list and count queries need: the table, its columns by record field, row → record. */
export interface ListSpec<T, TTable extends PgTable> {
  table: TTable
  id: AnyPgColumn
  columns: ColumnMap<T>
  searchColumns: AnyPgColumn[]
  defaultOrder: AnyPgColumn
  toRecord(row: TTable['$inferSelect']): T
}

export interface CrudSpec<T extends { id: string }, TTable extends PgTable> extends ListSpec<T, TTable> {
  timestampFields: readonly (keyof T & string)[]
}

/**
 * The ports' list (filter, search, order, page) and count over any table: crudRepository and the
 * append-only stores (activity log, outbox) share them.
 */
export function listQueries<T extends { id: string }, TTable extends PgTable>(
  db: Db,
  spec: ListSpec<T, TTable>,
): Pick<CrudRepository<T>, 'list' | 'count'> {
  const { table } = spec
  return {
    async list(options: ListOptions<T> = {}) {
      const { limit, offset } = pageOf(options)
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(whereOf(spec.columns, spec.searchColumns, options))
        .orderBy(...orderOf(spec.columns, spec.id, spec.defaultOrder, options))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => spec.toRecord(row as TTable['$inferSelect']))
    },
    async count(options: CountOptions<T> = {}) {
      const [row] = await db
        .select({ value: count() })
        .from(table as PgTable)
        .where(whereOf(spec.columns, spec.searchColumns, options))
      return row?.value ?? 0
    },
  }
}

export function crudRepository<T extends { id: string }, TTable extends PgTable>(
  db: Db,
  spec: CrudSpec<T, TTable>,
): CrudRepository<T> {
  const { table } = spec
  const first = (rows: unknown[]) =>
    rows[0] === undefined ? null : spec.toRecord(rows[0] as TTable['$inferSelect'])

  return {
    async findById(id) {
      return first(
        await db
          .select()
          .from(table as PgTable)
          .where(eq(spec.id, id))
          .limit(1),
      )
    },
    ...listQueries(db, spec),
    async create(record) {
      const values = toRowValues(record, spec.timestampFields)
      const rows = await db
        .insert(table as PgTable)
        .values(values)
        .returning()
      const created = first(rows)
      if (!created) throw new Error('Insert returned no row.')
      return created
    },
    async update(id, patch) {
      const values = toRowValues(patch, spec.timestampFields)
      delete values.id
      if (Object.keys(values).length === 0) return this.findById(id)
      return first(
        await db
          .update(table as PgTable)
          .set(values)
          .where(eq(spec.id, id))
          .returning(),
      )
    },
    async delete(id) {
      const rows = await db
        .delete(table as PgTable)
        .where(eq(spec.id, id))
        .returning({ id: spec.id })
      return rows.length > 0
    },
  }
}
