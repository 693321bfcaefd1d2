import type { RateLimitRepository } from '../../api/ports/rate-limit-repository'

/** Rate-limit counters in a Map (one process: JavaScript runs each hit to completion). */
export function createMemoryRateLimits(): RateLimitRepository {
  const rows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key, windowMs, now) {
      const at = Date.parse(now)
      const row = rows.get(key)
      const next =
        row && row.resetAt > at ? { ...row, count: row.count + 1 } : { count: 1, resetAt: at + windowMs }
      rows.set(key, next)
      return { count: next.count, resetAt: new Date(next.resetAt).toISOString() }
    },
    async peek(key, now) {
      const row = rows.get(key)
      if (!row || row.resetAt <= Date.parse(now)) return { count: 0, resetAt: now }
      return { count: row.count, resetAt: new Date(row.resetAt).toISOString() }
    },
    async reset(key) {
      rows.delete(key)
    },
    async deleteExpired(before) {
      let removed = 0
      for (const [key, row] of rows) if (row.resetAt < Date.parse(before)) removed += Number(rows.delete(key))
      return removed
    },
  }
}
