// The one way a screen reads a resource: TanStack Query with the app's client and policy
// (query-client.ts), the key scoped to the signed-in user, and the answer reduced to what the screens
// use (data, a Turkish error message, loading, refetch).
import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Query, QueryKey } from '@tanstack/react-query'
import { sessionState } from '../session'
import { useStore } from '../use-store'
import { loadErrorMessage, queryClient } from './query-client'

export interface ResourceQuery<T> {
  data: T | undefined
  /** The last failure's message; null after a success. */
  error: string | null
  /** No data yet and a fetch is running. */
  loading: boolean
  fetching: boolean
  refetch: () => Promise<void>
}

export interface ResourceQueryOptions {
  /** False: nothing is fetched (e.g. waiting for another answer). */
  enabled?: boolean
  /** False: no interval refetch (data that does not change while a page is open). */
  poll?: boolean
  /**
   * True: read once when enabled, then never again by itself (no polling, no refetch on focus, return or
   * invalidation) and forgotten as soon as no screen shows it: a read that is itself recorded (the team
   * opening a customer's records, written to the audit trail) happens only when someone asks for it.
   */
  once?: boolean
}

/** The key a resource's reads live under: `[resource, …, { user }]`; invalidate by its prefix. */
export function userScopedKey(key: QueryKey, userId: string | null): QueryKey {
  return [...key, { user: userId }]
}

export function useResourceQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ResourceQueryOptions = {},
): ResourceQuery<T> {
  const userId = useStore(sessionState).user?.id ?? null
  const result = useQuery(
    {
      queryKey: userScopedKey(key, userId),
      queryFn: ({ signal }) => fetcher(signal),
      enabled: options.enabled ?? true,
      ...(options.poll === false ? { refetchInterval: false as const } : {}),
      ...(options.once ? readOnce(options.enabled ?? true) : {}),
    },
    queryClient,
  )
  const { refetch: run } = result
  const refetch = useCallback(async () => {
    await run()
  }, [run])
  return {
    data: result.data,
    error: result.error ? loadErrorMessage(result.error) : null,
    loading: result.isPending && result.fetchStatus === 'fetching',
    fetching: result.isFetching,
    refetch,
  }
}

/** A query observed only until it has answered: an invalidation or a return to the window skips it. */
function readOnce(enabled: boolean) {
  return {
    staleTime: 0,
    gcTime: 0,
    refetchInterval: false as const,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    enabled: (query: Pick<Query, 'isFetched'>) => enabled && !query.isFetched(),
  }
}

/** After a change: every read of these resources (all keys under the prefixes) is fetched again. */
export function invalidateResources(...keys: QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  )
}

/** Every read on the page is fetched again (queued writes have reached the server). */
export function invalidateAllResources(): Promise<void> {
  return queryClient.invalidateQueries()
}
