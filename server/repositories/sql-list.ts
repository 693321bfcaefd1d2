import type { SQL } from 'drizzle-orm'
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CountOptions, ListOptions } from '../../api/ports/crud-repository'

// Translates the ports' list options (equality filters, one field later than another, a field among
// given values, search, order, paging) into SQL, the same way on PGlite and PostgreSQL.

export type ColumnMap<T> = { [K in keyof T & string]?: AnyPgColumn }

function toDbValue(column: AnyPgColumn, value: unknown): unknown {
  if (column.columnType === 'PgTimestamp' && typeof value === 'string') return new Date(value)
  return value
}

/** `searchText`: the table's stored search text (server/db/schema/search-text.ts), null when it has none. */
export function whereOf<T>(
  columns: ColumnMap<T>,
  searchText: AnyPgColumn | null,
  options: CountOptions<T> = {},
): SQL | undefined {
  const conditions: SQL[] = []
  for (const [field, value] of Object.entries(options.filter ?? {})) {
    if (value === undefined) continue
    const column = columns[field as keyof T & string]
    if (!column) throw new Error(`Unknown filter field: ${field}`)
    conditions.push(value === null ? isNull(column) : eq(column, toDbValue(column, value)))
  }
  if (options.laterThan) {
    const { field, than } = options.laterThan
    const [later, earlier] = [columns[field], columns[than]]
    if (!later || !earlier) throw new Error(`Unknown comparison: ${field} > ${than}`)
    // NULL on either side is NULL in SQL: no match, as in the other stores.
    conditions.push(gt(later, earlier))
  }
  if (options.oneOf) {
    const column = columns[options.oneOf.field]
    if (!column) throw new Error(`Unknown field: ${options.oneOf.field}`)
    const { values } = options.oneOf
    conditions.push(values.length > 0 ? inArray(column, [...values]) : sql`false`)
  }
  const search = options.search?.trim()
  if (search && !searchText) conditions.push(sql`false`)
  else if (search) {
    // LIKE on the indexed search text; the term's own % _ \ are matched literally.
    const needle = search.toLocaleLowerCase('tr-TR').replace(/[\\%_]/g, '\\$&')
    conditions.push(sql`${searchText} like ${`%${needle}%`}`)
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

export function orderOf<T>(
  columns: ColumnMap<T>,
  idColumn: AnyPgColumn,
  defaultColumn: AnyPgColumn,
  options: ListOptions<T> = {},
): SQL[] {
  const requested = options.orderBy
  const column = requested ? columns[requested.field] : defaultColumn
  if (!column) throw new Error(`Unknown order field: ${String(requested?.field)}`)
  const direction = requested?.direction ?? 'desc'
  const by = direction === 'asc' ? asc : desc
  return column === idColumn ? [by(idColumn)] : [by(column), by(idColumn)]
}

/** No limit given: at most 10,000 rows (the API always pages; this only bounds a forgotten limit). */
export function pageOf(options: { limit?: number; offset?: number }) {
  return { limit: options.limit ?? 10_000, offset: options.offset ?? 0 }
}
