import type { CrudRepository, Filter } from '../ports/crud-repository'

const PAGE = 500

/**
 * The records of `repo` matching `filter` whose `field` is at or after `since`, read newest first a page
 * at a time, stopping at the first record older than `since`. The generic repository filters by
 * equality only, so a range is read this way on every store (docs/rules/analytics.md#cost-and-limits):
 * the cost is the records newer than `since` (plus one page), through the field's index where it has one.
 */
export async function newestFirst<T extends { id: string }>(
  repo: CrudRepository<T>,
  field: keyof T & string,
  since: string,
  filter: Filter<T> = {},
): Promise<T[]> {
  const found: T[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await repo.list({ filter, orderBy: { field, direction: 'desc' }, limit: PAGE, offset })
    for (const record of page) {
      const value = record[field]
      // NULL is larger than any value (as in PostgreSQL), so a descending order starts with the records
      // that have none: they are in no range.
      if (value === null || value === undefined) continue
      if (String(value) < since) return found
      found.push(record)
    }
    if (page.length < PAGE) return found
  }
}
