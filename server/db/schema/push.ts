import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { users } from './users'

// Browsers' Web Push subscriptions (docs/rules/push-notifications.md#subscriptions): one row per
// browser (its endpoint), deleted with its user or when the push service answers 404/410.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_created_at_idx').on(t.createdAt),
  ],
)
