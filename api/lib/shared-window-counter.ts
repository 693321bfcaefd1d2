import type { Clock, Logger } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import { sha256Hex } from './crypto'

// Hits per client in fixed windows aligned to the clock (every process agrees on a window without asking),
// counted in the store's rate-limit counters so that every process sharing the database counts together.
// Each hit gets its exact place in the shared count. A client's calls arriving while its previous count is
// on its way to the store are sent together in one write, each still with its own place, so a burst of one
// client costs a few writes, not one per call. Rule: docs/rules/system-settings.md#rate-limit.

/** Past this many clients in this process, the windows of earlier minutes are dropped. */
const MAX_CLIENTS = 50_000

interface Batch {
  hits: number
  /** The store's count once this batch's hits are in it; null when the store could not be reached. */
  counted: Promise<number | null>
  settle(total: number | null): void
}

interface ClientWindow {
  index: number
  key: Promise<string>
  endMs: number
  /** This process's own hits in the window: the count when the store cannot be reached. */
  own: number
  sending: boolean
  open: Batch | null
}

function newBatch(): Batch {
  let settle!: (total: number | null) => void
  const counted = new Promise<number | null>((resolve) => (settle = resolve))
  return { hits: 0, counted, settle }
}

export function createSharedWindowCounter(deps: {
  name: string
  windowMs: number
  clock: Clock
  store: RateLimitRepository
  logger: Logger
}) {
  const windows = new Map<string, ClientWindow>()

  function windowOf(client: string, nowMs: number): ClientWindow {
    const index = Math.floor(nowMs / deps.windowMs)
    const known = windows.get(client)
    if (known?.index === index) return known
    if (windows.size >= MAX_CLIENTS) {
      for (const [name, old] of windows) if (old.index < index && !old.sending) windows.delete(name)
    }
    const window: ClientWindow = {
      index,
      key: sha256Hex(`${deps.name}\n${client}\n${index}`),
      endMs: (index + 1) * deps.windowMs,
      own: 0,
      sending: false,
      open: null,
    }
    windows.set(client, window)
    return window
  }

  async function count(window: ClientWindow, hits: number): Promise<number> {
    const now = deps.clock.now()
    const windowMs = Math.max(1, window.endMs - now.getTime())
    return (await deps.store.hit(await window.key, windowMs, now.toISOString(), hits)).count
  }

  /** Sends the waiting hits unless some of this client's are already on their way. */
  function send(window: ClientWindow) {
    const batch = window.open
    if (window.sending || !batch) return
    window.open = null
    window.sending = true
    count(window, batch.hits)
      .then(
        (total) => batch.settle(total),
        (error: unknown) => {
          // A limit is no reason to refuse a call: this process goes on by its own count.
          deps.logger.warn('shared rate-limit count failed', { error: String(error) })
          batch.settle(null)
        },
      )
      .finally(() => {
        window.sending = false
        send(window)
      })
  }

  return {
    /** Counts one call of `client`; answers the seconds to wait when it is over `limit`, else null. */
    async hit(client: string, limit: number): Promise<number | null> {
      const nowMs = deps.clock.now().getTime()
      const window = windowOf(client, nowMs)
      const own = ++window.own
      const batch = (window.open ??= newBatch())
      const place = ++batch.hits
      send(window)
      const total = await batch.counted
      const hitCount = total === null ? own : total - batch.hits + place
      return hitCount > limit ? Math.max(1, Math.ceil((window.endMs - nowMs) / 1000)) : null
    },
  }
}
export type SharedWindowCounter = ReturnType<typeof createSharedWindowCounter>
