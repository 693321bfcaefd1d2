// useApiQuery: a validated API read that stays fresh without a reload. It fetches on mount (unless
// another component just did), when the window regains focus or the tab becomes visible, and on an
// interval while the tab is visible, so a customer sees the team's status changes as they happen.
// Reads are shared per signed-in user and path (query-store.ts) and forgotten when the user changes.
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio/vanilla'
import { ApiError, api } from './api-client'
import type { SchemaSource } from './api-client'
import { createQueryStore } from './query-store'
import type { QueryState } from './query-store'
import { sessionState } from './session'

export const REFETCH_INTERVAL_MS = 30_000
/** Components mounting together share one fetch; a later mount within this window reuses it. */
const FRESH_FOR_MS = 2_000

export const LOAD_FAILED_MESSAGE = 'Veriler yüklenemedi. Lütfen tekrar deneyin.'

const store = createQueryStore({
  messageOf: (error) => (error instanceof ApiError ? error.message : LOAD_FAILED_MESSAGE),
})

let lastUserId: string | null | undefined
let listening = false

/** Window focus, tab visibility and a change of user, wired once for the whole page. */
function listenOnce() {
  if (listening || typeof window === 'undefined') return
  listening = true
  lastUserId = sessionState.user?.id ?? null
  window.addEventListener('focus', () => void store.refetchWatched())
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void store.refetchWatched()
  })
  subscribe(sessionState, () => {
    const userId = sessionState.user?.id ?? null
    if (userId === lastUserId) return
    lastUserId = userId
    store.clear()
  })
}

const keyOf = (path: string) => `${sessionState.user?.id ?? '-'} ${path}`

/** Refetches the watched reads whose path starts with one of the prefixes (all when none is given). */
export function refetchApiQueries(...prefixes: string[]): Promise<unknown> {
  return store.refetchWatched((key) => {
    const path = key.slice(key.indexOf(' ') + 1)
    return prefixes.length === 0 || prefixes.some((prefix) => path.startsWith(prefix))
  })
}

export interface ApiQueryOptions {
  /** Milliseconds between refetches while the tab is visible; 0 turns the interval off. */
  refetchIntervalMs?: number
  /** False: nothing is fetched (e.g. waiting for another answer). */
  enabled?: boolean
}

export interface ApiQueryResult<T> extends QueryState<T> {
  /** No data yet and a fetch is running. */
  loading: boolean
  refetch: () => Promise<void>
}

export function useApiQuery<T>(
  path: string,
  schema: SchemaSource<T>,
  options: ApiQueryOptions = {},
): ApiQueryResult<T> {
  const { refetchIntervalMs = REFETCH_INTERVAL_MS, enabled = true } = options
  listenOnce()
  const key = keyOf(path)
  const state = useSyncExternalStore(
    useCallback((onChange: () => void) => store.subscribe(key, onChange), [key]),
    () => store.get<T>(key),
    () => store.get<T>(key),
  )
  const fetcher = useCallback((signal: AbortSignal) => api.get<T>(path, { schema, signal }), [path, schema])

  useEffect(() => {
    if (!enabled) return
    void store.fetchIfStale(key, fetcher, FRESH_FOR_MS)
    if (refetchIntervalMs <= 0) return
    const timer = window.setInterval(() => {
      // Several components may watch one key: whichever timer fires first refreshes it for all.
      if (document.visibilityState !== 'hidden') void store.fetchIfStale(key, fetcher, refetchIntervalMs / 2)
    }, refetchIntervalMs)
    return () => window.clearInterval(timer)
  }, [key, fetcher, enabled, refetchIntervalMs])

  const refetch = useCallback(() => store.fetch(key, fetcher), [key, fetcher])
  return {
    ...state,
    loading: state.data === undefined && (state.fetching || (enabled && state.error === null)),
    refetch,
  }
}
