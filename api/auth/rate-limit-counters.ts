import type { CrudRepository } from '../ports/crud-repository'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import type { RateLimitRecord } from './rate-limit.shared'

// Fixed-window counters over the generic repository of the rateLimits resource, the same on every store.
// A hit is a compare-and-set on the row as it was read (count and window): of several processes hitting
// one key at once, each update applies only if no other landed in between, and the losers read again,
// so no hit is lost or counted twice. Creating the first row loses to a parallel create the same way
// (the primary key refuses the second), and that caller reads again too.

/** Far more than any real contention: each retry means another hit on the same key landed meanwhile. */
const MAX_ATTEMPTS = 50
const PRUNE_PAGE = 500

export function rateLimitCounters(repo: CrudRepository<RateLimitRecord>): RateLimitRepository {
  const answer = (row: RateLimitRecord) => ({ count: row.count, resetAt: row.resetAt })

  return {
    async hit(key, windowMs, now, hits = 1, peeked) {
      const at = new Date(now).toISOString()
      const fresh = {
        count: hits,
        windowStart: at,
        resetAt: new Date(Date.parse(at) + windowMs).toISOString(),
      }
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        // The first attempt may start from what the caller's peek read: the compare-and-set below
        // refuses it if the counter changed since, and the next attempt reads it.
        const row = attempt === 0 && peeked !== undefined ? peeked : await repo.findById(key)
        if (!row) {
          const created = await repo.createIfAbsent({ id: key, ...fresh })
          if (created) return answer(created)
          continue
        }
        const seen = { count: row.count, resetAt: row.resetAt }
        // A live window counts on; an ended one starts again at this hit.
        const next = row.resetAt > at ? { count: row.count + hits } : fresh
        const updated = await repo.updateWhere(key, seen, next)
        if (updated) return answer(updated)
      }
      throw new Error(`rate limit '${key}': the counter kept changing`)
    },
    async peek(key, now) {
      const row = await repo.findById(key)
      const at = new Date(now).toISOString()
      const stored = row && answer(row)
      return row && row.resetAt > at ? { ...answer(row), stored } : { count: 0, resetAt: at, stored }
    },
    async reset(key) {
      await repo.delete(key)
    },
    async deleteExpired(before) {
      const cutoff = new Date(before).toISOString()
      let removed = 0
      for (;;) {
        const oldest = await repo.list({ orderBy: { field: 'resetAt', direction: 'asc' }, limit: PRUNE_PAGE })
        const ended = oldest.filter((row) => row.resetAt < cutoff)
        for (const row of ended) removed += Number(await repo.delete(row.id))
        if (ended.length < PRUNE_PAGE) return removed
      }
    },
  }
}
