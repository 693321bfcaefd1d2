import { eq, lt, sql } from 'drizzle-orm'
import type { RateLimitRepository } from '../../api/ports/rate-limit-repository'
import type { Db } from '../db/database'
import { rateLimits } from '../db/schema/rate-limits'
import { toIso } from './convert'

/**
 * Rate-limit counters in the database, shared by every process on it. `hit` is one statement: the
 * row is created, counted up, or (its window over) started again, atomically under the row lock of
 * INSERT … ON CONFLICT DO UPDATE, so parallel hits from several processes never lose a count.
 */
export function rateLimitRepository(db: Db): RateLimitRepository {
  return {
    async hit(key, windowMs, now) {
      const at = new Date(now)
      const resetAt = new Date(at.getTime() + windowMs)
      const live = sql`${rateLimits.resetAt} > ${now}::timestamptz`
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart: at, resetAt, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${live} THEN ${rateLimits.count} + 1 ELSE 1 END`,
            windowStart: sql`CASE WHEN ${live} THEN ${rateLimits.windowStart} ELSE ${now}::timestamptz END`,
            resetAt: sql`CASE WHEN ${live} THEN ${rateLimits.resetAt} ELSE ${resetAt.toISOString()}::timestamptz END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      if (!row) throw new Error('rate limit hit returned no row')
      return { count: row.count, resetAt: toIso(row.resetAt) }
    },
    async peek(key, now) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1)
      if (!row || row.resetAt.getTime() <= Date.parse(now)) return { count: 0, resetAt: now }
      return { count: row.count, resetAt: toIso(row.resetAt) }
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key))
    },
    async deleteExpired(before) {
      const rows = await db
        .delete(rateLimits)
        .where(lt(rateLimits.resetAt, new Date(before)))
        .returning({ key: rateLimits.key })
      return rows.length
    },
  }
}
