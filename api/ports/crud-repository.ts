// The list semantics and the generic repository every declared resource gets (api/kernel/resource.ts),
// the same on every store (docs/resources.md).

export type SortDirection = 'asc' | 'desc'

/** Equality on the named fields; `null` matches NULL. */
export type Filter<T> = { [K in keyof T]?: T[K] | null }

/** Records whose `field` is later (greater) than their own `than` field; NULL on either side does not match. */
export interface FieldComparison<T> {
  field: keyof T & string
  than: keyof T & string
}

/** Records whose `field` is one of `values`; none match when `values` is empty. */
export interface FieldIn<T> {
  field: keyof T & string
  values: readonly string[]
}

export interface ListOptions<T> {
  filter?: Filter<T>
  laterThan?: FieldComparison<T>
  oneOf?: FieldIn<T>
  search?: string
  limit?: number
  offset?: number
  orderBy?: { field: keyof T & string; direction: SortDirection }
}

export type CountOptions<T> = Pick<ListOptions<T>, 'filter' | 'laterThan' | 'oneOf' | 'search'>

/** A list's total as a page shows it: exact, or an estimate (`exact: false`) past a bound. */
export interface ListTotal {
  total: number
  exact: boolean
}

export interface CrudRepository<T extends { id: string }> {
  findById(id: string): Promise<T | null>
  /** The first record (in the default order) matching every field of `filter`, or null. */
  findOne(filter: Filter<T>): Promise<T | null>
  list(options?: ListOptions<T>): Promise<T[]>
  count(options?: CountOptions<T>): Promise<number>
  /**
   * The total a list page shows (docs/api.md#rest-conventions): exact while at most `exactUpTo`
   * records match; past that an estimate, never below `exactUpTo + 1`, with `exact: false`. A SQL store
   * counts at most `exactUpTo + 1` rows and takes the rest from the planner, so a page's cost does not grow
   * with the table. Rules that need the number (the last admin, a free number) use `count`.
   */
  pageTotal(options: CountOptions<T> | undefined, exactUpTo: number): Promise<ListTotal>
  /**
   * How many records (matching `options`) carry each value of `field`, one entry per value present
   * (NULL as null), in no set order: a screen's figures per status or per plan in one query, not one
   * count per value.
   */
  countBy<K extends keyof T & string>(
    field: K,
    options?: CountOptions<T>,
  ): Promise<Array<{ value: T[K] | null; count: number }>>
  /** Inserts the full record; throws on a duplicate id or a violated unique constraint. */
  create(record: T): Promise<T>
  /**
   * Inserts the full record unless one with its id or one of its unique keys is there; null then, and
   * nothing changes. A claim (a job's slot, a recipient, a mail's ref) that another process made first is
   * an answer, not an error: PostgreSQL logs no failed insert for it (`ON CONFLICT DO NOTHING`).
   */
  createIfAbsent(record: T): Promise<T | null>
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>
  /**
   * Compare-and-set: applies `patch` only while the record still matches `expected` (one `UPDATE … WHERE
   * id = ? AND …`). Returns the updated record, or null (no such id, or it no longer matches).
   */
  updateWhere(id: string, expected: Filter<T>, patch: Partial<Omit<T, 'id'>>): Promise<T | null>
  /** Deletes one record and applies its references' ON DELETE (cascade or set null). */
  delete(id: string): Promise<boolean>
}

/** The generic repository of an append-only resource (the audit trail): records are only added. */
export type AppendOnlyRepository<T extends { id: string }> = Omit<
  CrudRepository<T>,
  'update' | 'updateWhere' | 'delete'
>

/** countBy for a store that has the records in hand (the emulation, the tests' memory store). */
export function groupCount<T, K extends keyof T & string>(
  records: readonly T[],
  field: K,
): Array<{ value: T[K] | null; count: number }> {
  const counts = new Map<T[K] | null, number>()
  for (const record of records) {
    const value = (record[field] ?? null) as T[K] | null
    counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([value, count]) => ({ value, count }))
}

/** pageTotal for a store that counts every record anyway (the emulation, the tests' memory store). */
export function pageTotalOf(count: number, exactUpTo: number): ListTotal {
  return { total: count, exact: count <= exactUpTo }
}
