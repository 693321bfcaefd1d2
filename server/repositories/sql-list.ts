import type { SQL } from 'drizzle-orm'
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { CountOptions, ListOptions, ListTotal } from '../../api/ports/crud-repository'
import type { Db } from '../db/database'

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

/**
 * A page's total (CrudRepository.pageTotal): `count(*)` over at most `exactUpTo + 1` matching rows, so it
 * reads no more than that however large the table; past that the planner's estimate of the matching rows
 * (EXPLAIN plans the query and reads none), never below `exactUpTo + 1`.
 */
export async function pageTotalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  exactUpTo: number,
): Promise<ListTotal> {
  // A builder is changed by .limit(): each use gets its own.
  const matching = () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where)
  const [capped] = await db.select({ value: count() }).from(
    matching()
      .limit(exactUpTo + 1)
      .as('capped'),
  )
  const counted = capped?.value ?? 0
  if (counted <= exactUpTo) return { total: counted, exact: true }
  const result = (await db.execute(sql`explain (format json) ${matching()}`)) as unknown as {
    rows: Array<Record<string, unknown>>
  }
  return { total: Math.max(exactUpTo + 1, plannedRows(result.rows[0]?.['QUERY PLAN'])), exact: false }
}

/** The top node's row estimate of EXPLAIN (FORMAT JSON), parsed or as text depending on the driver. */
function plannedRows(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan
  const rows = (parsed as Array<{ Plan?: { 'Plan Rows'?: unknown } }> | undefined)?.[0]?.Plan?.['Plan Rows']
  return typeof rows === 'number' ? Math.round(rows) : 0
}
