import type { RateLimitRepository } from '../../../api/ports/rate-limit-repository'
import type { EmulationScope } from '../dexie-transaction'
import { toInstant } from './record-query'

/**
 * Rate-limit counters of the offline demo (one row per key). `hit` reads and writes the row in one
 * read-write transaction, which IndexedDB runs one at a time per table: no count is lost.
 */
export function rateLimitRepository(scope: EmulationScope): RateLimitRepository {
  const own = ['rateLimits'] as const
  return {
    hit: (key, windowMs, now) =>
      scope.run('rw', own, async (t) => {
        const at = toInstant(now)
        const row = await t.rateLimits.get(key)
        const next =
          row && row.resetAt > at
            ? { ...row, count: row.count + 1 }
            : { key, count: 1, resetAt: toInstant(new Date(Date.parse(now) + windowMs).toISOString()) }
        await t.rateLimits.put(next)
        return { count: next.count, resetAt: new Date(next.resetAt).toISOString() }
      }),
    peek: (key, now) =>
      scope.run('r', own, async (t) => {
        const row = await t.rateLimits.get(key)
        if (!row || row.resetAt <= toInstant(now)) return { count: 0, resetAt: now }
        return { count: row.count, resetAt: new Date(row.resetAt).toISOString() }
      }),
    reset: (key) => scope.run('rw', own, (t) => t.rateLimits.delete(key)),
    deleteExpired: (before) =>
      scope.run('rw', own, (t) => t.rateLimits.where('resetAt').below(toInstant(before)).delete()),
  }
}
