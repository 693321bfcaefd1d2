import type { Clock } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import { sha256Hex } from './crypto'

// At most `limit` things of one owner running at once, across every process sharing the database. Slot i
// of an owner is a counter in the store's rate-limit counters: the hit that finds it free (count 1 in a new
// window) holds it, and releasing deletes it. A process that dies holding a slot frees it when the lease
// (the counter's window) ends. Rule and lease: docs/rules/system-settings.md#rate-limit.

export interface SharedSlots {
  /** Takes a free slot of `owner`; null when all are taken. Call the release however the work ends. */
  acquire(owner: string): Promise<(() => Promise<void>) | null>
}

export function createSharedSlots(deps: {
  name: string
  limit: number
  leaseMs: number
  clock: Clock
  store: RateLimitRepository
}): SharedSlots {
  return {
    async acquire(owner) {
      for (let slot = 0; slot < deps.limit; slot++) {
        const key = await sha256Hex(`${deps.name}\n${owner}\n${slot}`)
        const { count } = await deps.store.hit(key, deps.leaseMs, deps.clock.now().toISOString())
        if (count !== 1) continue
        let released = false
        return async () => {
          if (released) return
          released = true
          await deps.store.reset(key)
        }
      }
      return null
    },
  }
}
