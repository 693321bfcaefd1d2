import type { SQL } from 'drizzle-orm'
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CountOptions, ListOptions } from '../../api/ports/crud-repository'

// Translates the ports' list options (equality filters, search, order, paging) into SQL, the same
// way on PGlite and PostgreSQL.

export type ColumnMap<T> = { [K in keyof T & string]?: AnyPgColumn }

const UPPER = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZÂÊÎÔÛ'
const LOWER = 'abcçdefgğhıijklmnoöpqrsştuüvwxyzâêîôû'

/**
 * Turkish lower case in SQL without depending on the database locale (PGlite runs with C, where
 * lower() leaves 'Ş' and 'İ' alone): the same mapping as toLocaleLowerCase('tr-TR') for the Turkish
 * alphabet, so search means the same thing here and in the service worker's store.
 */
export function trLower(value: SQL | AnyPgColumn): SQL {
  return sql`translate(${value}, ${UPPER}, ${LOWER})`
}

function toDbValue(column: AnyPgColumn, value: unknown): unknown {
  if (column.columnType === 'PgTimestamp' && typeof value === 'string') return new Date(value)
  return value
}

export function whereOf<T>(
  columns: ColumnMap<T>,
  searchColumns: AnyPgColumn[],
  options: CountOptions<T> = {},
): SQL | undefined {
  const conditions: SQL[] = []
  for (const [field, value] of Object.entries(options.filter ?? {})) {
    if (value === undefined) continue
    const column = columns[field as keyof T & string]
    if (!column) throw new Error(`Unknown filter field: ${field}`)
    conditions.push(value === null ? isNull(column) : eq(column, toDbValue(column, value)))
  }
  const search = options.search?.trim()
  if (search) {
    const needle = search.toLocaleLowerCase('tr-TR')
    const matches = searchColumns.map(
      (column) => sql`position(${needle} in ${trLower(sql`coalesce(${column}, '')`)}) > 0`,
    )
    const any = or(...matches)
    if (any) conditions.push(any)
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
