import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from './columns'

// Rate-limit counters shared by every server process (declared in api/auth/rate-limit-resource.ts):
// one row per key and fixed window.
export const rateLimits = pgTable(
  'rate_limits',
  {
    // The limiter's key ('login:ip:…').
    id: text('id').primaryKey(),
    windowStart: instant('window_start').notNull(),
    resetAt: instant('reset_at').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)
