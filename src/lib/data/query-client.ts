// The page's one cache of server reads (TanStack Query) and its refresh policy, decided here once for
// every resource module in src/lib/data: a read refetches when the window regains focus or the tab
// becomes visible, every 30 s while the tab is visible, and when a write through this page changes its
// resource (write-outcome.ts invalidates). Reads are keyed per signed-in user and forgotten when the
// user changes, so one customer never sees another's data for a moment.
import { QueryClient, focusManager, notifyManager } from '@tanstack/react-query'
import { subscribe } from 'valtio/vanilla'
import { ApiError } from '../api-client'
import { sessionState } from '../session'

export const REFETCH_INTERVAL_MS = 30_000
/** Components mounting together share one fetch; a later mount within this window reuses it. */
export const FRESH_FOR_MS = 2_000

export const LOAD_FAILED_MESSAGE = 'Veriler yüklenemedi. Lütfen tekrar deneyin.'

/** The Turkish message a screen shows for a failed read. */
export function loadErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : LOAD_FAILED_MESSAGE
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchInterval: REFETCH_INTERVAL_MS,
        refetchIntervalInBackground: false,
        // Offline is not a reason to wait: the service worker answers (last good copy, emulated demo).
        networkMode: 'always',
        // A failed read shows its message and a retry button at once; offline, the service worker
        // already answers with the last good copy, so silent retries would only delay the message.
        retry: false,
      },
      mutations: { networkMode: 'always' },
    },
  })
}

// Answers reach the screen in a microtask, not TanStack's default setTimeout(0): a timer can be throttled
// in a background tab or held by a paused clock, and the screen would then lag behind data it already has.
notifyManager.setScheduler(queueMicrotask)

export const queryClient = createAppQueryClient()
// Hooks pass this client explicitly (no provider in the tree): the landing page, which has no data
// to read, never loads the library. mount() wires focus and reconnect as a provider would.
queryClient.mount()

type ReturnSetup = Parameters<typeof focusManager.setEventListener>[0]

/**
 * TanStack Query listens to `visibilitychange` only, and refetches only reads older than FRESH_FOR_MS.
 * Coming back to the window (`focus`, with the tab still visible) is a return too, and one that must show
 * what changed meanwhile however recent the last answer: it marks the page's reads stale and refetches
 * those on screen. A tab that becomes visible refetches its stale reads, as TanStack does.
 */
export function listenForReturns(
  win: EventTarget,
  doc: EventTarget,
  client: QueryClient = queryClient,
): ReturnSetup {
  return (returned) => {
    const onFocus = () => void client.invalidateQueries({ refetchType: 'active' })
    const onVisible = () => returned()
    win.addEventListener('focus', onFocus)
    doc.addEventListener('visibilitychange', onVisible)
    return () => {
      win.removeEventListener('focus', onFocus)
      doc.removeEventListener('visibilitychange', onVisible)
    }
  }
}

if (typeof window !== 'undefined') focusManager.setEventListener(listenForReturns(window, document))

let lastUserId = sessionState.user?.id ?? null
subscribe(sessionState, () => {
  const userId = sessionState.user?.id ?? null
  if (userId === lastUserId) return
  lastUserId = userId
  // Running fetches are cancelled and their answers dropped with the old user's data.
  void queryClient.cancelQueries()
  queryClient.removeQueries()
})
