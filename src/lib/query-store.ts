// A small cache of API reads shared by every component on the page: one entry per key (the signed-in
// user and the path), one request in flight per key, the last good data kept while a refetch runs
// or fails. React reads it through useApiQuery (api-query.ts); this module has no React in it.

export interface QueryState<T> {
  data: T | undefined
  /** The last failure's message; cleared by the next success. */
  error: string | null
  fetching: boolean
  /** Epoch ms of the last successful fetch. */
  updatedAt: number | null
}

export type QueryFetcher<T> = (signal: AbortSignal) => Promise<T>

interface Entry {
  state: QueryState<unknown>
  listeners: Set<() => void>
  fetcher: QueryFetcher<unknown> | null
  inFlight: Promise<void> | null
  controller: AbortController | null
}

const EMPTY: QueryState<never> = { data: undefined, error: null, fetching: false, updatedAt: null }

export interface QueryStoreOptions {
  now?: () => number
  /** The message shown for a failure that carries none of its own. */
  messageOf?: (error: unknown) => string
}

export function createQueryStore(options: QueryStoreOptions = {}) {
  const now = options.now ?? Date.now
  const messageOf = options.messageOf ?? ((error) => (error instanceof Error ? error.message : String(error)))
  const entries = new Map<string, Entry>()

  function entry(key: string): Entry {
    let found = entries.get(key)
    if (!found) {
      found = {
        state: EMPTY,
        listeners: new Set(),
        fetcher: null,
        inFlight: null,
        controller: null,
      }
      entries.set(key, found)
    }
    return found
  }

  function update(key: string, target: Entry, patch: Partial<QueryState<unknown>>) {
    if (entries.get(key) !== target) return
    target.state = { ...target.state, ...patch }
    target.listeners.forEach((listener) => listener())
  }

  function fetchKey(key: string, fetcher?: QueryFetcher<unknown>): Promise<void> {
    const target = entry(key)
    if (fetcher) target.fetcher = fetcher
    if (target.inFlight) return target.inFlight
    const run = target.fetcher
    if (!run) return Promise.resolve()
    const controller = new AbortController()
    target.controller = controller
    update(key, target, { fetching: true })
    const current = Promise.resolve()
      .then(() => run(controller.signal))
      .then(
        (data) => ({ data, error: null, updatedAt: now() }),
        (error: unknown) => (controller.signal.aborted ? {} : { error: messageOf(error) }),
      )
      .then((patch: Partial<QueryState<unknown>>) => {
        if (target.inFlight !== current) return // cleared meanwhile; a newer fetch may be running
        target.inFlight = null
        target.controller = null
        // One notification per answer: the data (or error) and the end of fetching together.
        update(key, target, { ...patch, fetching: false })
      })
    target.inFlight = current
    return current
  }

  return {
    get<T>(key: string): QueryState<T> {
      return (entries.get(key)?.state ?? EMPTY) as QueryState<T>
    },

    subscribe(key: string, listener: () => void): () => void {
      const target = entry(key)
      target.listeners.add(listener)
      return () => target.listeners.delete(listener)
    },

    /** Fetches now unless a fetch is running (then joins it); the fetcher is kept for refetches. */
    fetch<T>(key: string, fetcher?: QueryFetcher<T>): Promise<void> {
      return fetchKey(key, fetcher as QueryFetcher<unknown> | undefined)
    },

    /** Fetches when there is no data or it is older than maxAgeMs. */
    fetchIfStale<T>(key: string, fetcher: QueryFetcher<T>, maxAgeMs: number): Promise<void> {
      const target = entry(key)
      target.fetcher = fetcher as QueryFetcher<unknown>
      const { updatedAt } = target.state
      if (updatedAt !== null && now() - updatedAt < maxAgeMs) return target.inFlight ?? Promise.resolve()
      return fetchKey(key)
    },

    /** Refetches every key someone is watching (window focus, a change made on this page). */
    refetchWatched(matches: (key: string) => boolean = () => true): Promise<void[]> {
      const keys = [...entries.entries()]
        .filter(([key, target]) => target.listeners.size > 0 && target.fetcher && matches(key))
        .map(([key]) => key)
      return Promise.all(keys.map((key) => fetchKey(key)))
    },

    /** Forgets everything (sign-out, another user): running fetches are aborted and their answers dropped. */
    clear(): void {
      for (const [key, target] of entries) {
        target.controller?.abort()
        target.inFlight = null
        update(key, target, EMPTY)
        if (target.listeners.size === 0) entries.delete(key)
      }
    },
  }
}

export type QueryStore = ReturnType<typeof createQueryStore>
