import { useCallback } from 'react'
import { nextListSearch, type ListSearchBase } from './list-search'

/** A list screen's one way to change its URL: the change merged into the search by nextListSearch. */
export function useListChange<S extends ListSearchBase>(
  search: S,
  onSearchChange: (next: S) => void,
  defaults: { sort?: string; pageSize?: number },
) {
  return useCallback(
    (next: Partial<S>) => onSearchChange(nextListSearch(search, next, defaults)),
    [search, onSearchChange, defaults],
  )
}
