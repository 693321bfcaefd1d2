import type { CrudRepository, ListOptions } from '../ports/crud-repository'
import { EXACT_TOTAL_UP_TO, type ListPage, type ListQuery } from '../lib/rest-list.shared'

/** One page of `repo` for a REST list: the filter (owner, status, …), q as its search, the order. */
export async function listPage<T extends { id: string }, V>(
  repo: CrudRepository<T>,
  query: ListQuery,
  options: {
    filter?: ListOptions<T>['filter']
    laterThan?: ListOptions<T>['laterThan']
    oneOf?: ListOptions<T>['oneOf']
    defaultSort: `-${keyof T & string}` | (keyof T & string)
  } & (
    | { view: (record: T) => V | Promise<V> }
    /** The whole page at once, when a row's figures come from another table (one query, not one per row). */
    | { views: (records: T[]) => Promise<V[]> }
  ),
): Promise<ListPage<V>> {
  const sort = query.sort ?? options.defaultSort
  const descending = sort.startsWith('-')
  const orderBy = {
    // The query schema only lets the resource's sortable fields through.
    field: (descending ? sort.slice(1) : sort) as keyof T & string,
    direction: descending ? ('desc' as const) : ('asc' as const),
  }
  // Absent filter values (an unset ?status) filter nothing.
  const filter = Object.fromEntries(
    Object.entries(options.filter ?? {}).filter(([, value]) => value !== undefined),
  ) as ListOptions<T>['filter']
  const search = query.q || undefined
  const { laterThan, oneOf } = options
  const [records, { total, exact }] = await Promise.all([
    repo.list({
      filter,
      laterThan,
      oneOf,
      search,
      orderBy,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    repo.pageTotal({ filter, laterThan, oneOf, search }, EXACT_TOTAL_UP_TO),
  ])
  return {
    items: 'views' in options ? await options.views(records) : await Promise.all(records.map(options.view)),
    total,
    totalIsEstimate: !exact,
    page: query.page,
    pageSize: query.pageSize,
  }
}
