import { useCallback, useLayoutEffect, useRef } from 'react'
import { nextListSearch, type ListSearchBase } from './list-search'

/**
 * A list screen's one way to change its URL: the change merged into the search by nextListSearch. The
 * merge reads the latest search, not the one of the render that made the callback: a debounced search
 * box fires a callback made before a row click changed the URL, and must not undo that click.
 */
export function useListChange<S extends ListSearchBase>(
  search: S,
  onSearchChange: (next: S) => void,
  defaults: { sort?: string; pageSize?: number },
) {
  const latest = useRef(search)
  const rendered = useRef(JSON.stringify(search))
  // Only a URL that really changed replaces what a change already merged: a render of the old URL (the
  // router re-renders before a navigation lands) must not take a just-opened drawer back.
  useLayoutEffect(() => {
    const text = JSON.stringify(search)
    if (text === rendered.current) return
    rendered.current = text
    latest.current = search
  }, [search])
  return useCallback(
    (next: Partial<S>) => {
      const merged = nextListSearch(latest.current, next, defaults)
      latest.current = merged
      onSearchChange(merged)
    },
    [onSearchChange, defaults],
  )
}
