import type { Table } from 'dexie'
import type { CountOptions, ListOptions } from '../../../api/ports/crud-repository'

// The ports' list semantics (api/ports.ts) over a Dexie table, shared by every repository: equality
// filters (null matches null), case-insensitive substring search in Turkish, ordering with the id as
// tie-breaker, NULLs ordered as PostgreSQL does (largest), offset and limit. Same rules as the SQL
// stores' server/repositories/sql-list.ts, so both hosts answer a list the same way.

export interface QuerySpec<T> {
  /** Fields usable in filters and orderBy (the SQL stores map the same columns). */
  fields: readonly (keyof T & string)[]
  searchFields: readonly (keyof T & string)[]
  defaultOrder: keyof T & string
  /** Fields stored as ISO-8601 instants: normalised on write and in filters. */
  timestampFields: readonly (keyof T & string)[]
  /** Indexed fields a filter can use to narrow the scan. */
  indexedFields: readonly (keyof T & string)[]
  /** Derived index keys stored on rows and removed from returned records. */
  derivedKeys?: readonly string[]
}

/** Absent means everything, as in the SQL stores. */
const DEFAULT_LIMIT = 10_000

export const trLower = (value: string) => value.toLocaleLowerCase('tr-TR')

/** `new Date(value).toISOString()`: the one format every store returns, and which sorts in time order. */
export function toInstant(value: string): string {
  return new Date(value).toISOString()
}

/** Record → row: timestamps normalised, `undefined` stored as null (records never hold undefined). */
export function normaliseRecord<T extends object>(record: T, timestampFields: readonly string[]): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) out[key] = null
    else out[key] = timestampFields.includes(key) && typeof value === 'string' ? toInstant(value) : value
  }
  return out as T
}

/** Row → record: a private copy without the derived index keys. */
export function stripDerived<T>(row: T, derivedKeys: readonly string[] = []): T {
  const copy = structuredClone(row) as Record<string, unknown>
  for (const key of derivedKeys) delete copy[key]
  return copy as T
}

/** Orders like PostgreSQL: NULL is larger than any value, booleans false < true, text by code point. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return 1
  if (b === null || b === undefined) return -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  const x = String(a)
  const y = String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

function filterEntries<T>(spec: QuerySpec<T>, filter: CountOptions<T>['filter']): Array<[string, unknown]> {
  const entries: Array<[string, unknown]> = []
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue
    if (!spec.fields.includes(field as keyof T & string)) throw new Error(`Unknown filter field: ${field}`)
    const normalised = spec.timestampFields.includes(field as keyof T & string) && typeof value === 'string'
    entries.push([field, normalised ? toInstant(value) : value])
  }
  return entries
}

/** `a > b` as SQL has it: NULL on either side is no match. */
export function isLater(a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false
  return compareValues(a, b) > 0
}

function matcher<T>(spec: QuerySpec<T>, options: CountOptions<T>) {
  const filters = filterEntries(spec, options.filter)
  const laterThan = options.laterThan
  for (const field of laterThan ? [laterThan.field, laterThan.than] : []) {
    if (!spec.fields.includes(field)) throw new Error(`Unknown comparison field: ${field}`)
  }
  const oneOf = options.oneOf
  if (oneOf && !spec.fields.includes(oneOf.field)) throw new Error(`Unknown field: ${oneOf.field}`)
  const among = oneOf ? new Set<unknown>(oneOf.values) : null
  const needle = trLower(options.search?.trim() ?? '')
  return {
    filters,
    matches(row: T): boolean {
      const record = row as Record<string, unknown>
      for (const [field, value] of filters) {
        if ((record[field] ?? null) !== value) return false
      }
      if (laterThan && !isLater(record[laterThan.field], record[laterThan.than])) return false
      if (oneOf && among && !among.has(record[oneOf.field])) return false
      if (!needle) return true
      return spec.searchFields.some((field) => {
        const text = record[field]
        return typeof text === 'string' && trLower(text).includes(needle)
      })
    },
  }
}

/** Rows the filters may match: through an index when one filter field has one, else the whole table. */
async function candidates<T, K>(
  table: Table<T, K>,
  spec: QuerySpec<T>,
  filters: Array<[string, unknown]>,
): Promise<T[]> {
  const indexed = filters.find(
    ([field, value]) =>
      spec.indexedFields.includes(field as keyof T & string) &&
      (typeof value === 'string' || typeof value === 'number'),
  )
  if (!indexed) return table.toArray()
  return table
    .where(indexed[0])
    .equals(indexed[1] as string | number)
    .toArray()
}

export async function listRecords<T, K>(
  table: Table<T, K>,
  spec: QuerySpec<T>,
  options: ListOptions<T> = {},
): Promise<T[]> {
  const { filters, matches } = matcher(spec, options)
  const rows = (await candidates(table, spec, filters)).filter(matches)
  const field = options.orderBy?.field ?? spec.defaultOrder
  if (!spec.fields.includes(field)) throw new Error(`Unknown order field: ${field}`)
  const sign = (options.orderBy?.direction ?? 'desc') === 'asc' ? 1 : -1
  const value = (row: T, key: string) => (row as Record<string, unknown>)[key]
  rows.sort(
    (a, b) =>
      sign * compareValues(value(a, field), value(b, field)) ||
      (field === 'id' ? 0 : sign * compareValues(value(a, 'id'), value(b, 'id'))),
  )
  const offset = Math.max(0, options.offset ?? 0)
  const limit = Math.max(0, options.limit ?? DEFAULT_LIMIT)
  return rows.slice(offset, offset + limit).map((row) => stripDerived(row, spec.derivedKeys))
}

export async function countRecords<T, K>(
  table: Table<T, K>,
  spec: QuerySpec<T>,
  options: CountOptions<T> = {},
): Promise<number> {
  const { filters, matches } = matcher(spec, options)
  if (filters.length === 0 && !options.laterThan && !options.oneOf && !options.search?.trim())
    return table.count()
  return (await candidates(table, spec, filters)).filter(matches).length
}
