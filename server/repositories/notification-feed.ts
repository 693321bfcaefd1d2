import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { ResourceStore } from '../../api/kernel/resource-repositories'
import { resources } from '../../api/kernel/resources'
import type { NotificationRecord } from '../../api/notifications/notification.shared'
import type { Db } from '../db/database'
import { notificationReads, notifications } from '../db/schema/messaging'
import { recordMapper } from './resource-repository'
import { pageOf } from './sql-list'

// The customer's notification feed: sent notifications whose recipient_ids (jsonb) contain the user,
// found through the GIN index, and the read marks kept beside them. Array membership and the anti-join
// on read marks are beyond the generic repository's equality filters.

const t = notifications

export function notificationFeed(db: Db): ResourceStore['notificationFeed'] {
  const toRecord = recordMapper<NotificationRecord>(resources.notifications)
  const forRecipient = (userId: string) =>
    and(eq(t.status, 'sent'), sql`${t.recipientIds} @> ${JSON.stringify([userId])}::jsonb`)
  const unread = (userId: string) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(notificationReads)
        .where(and(eq(notificationReads.notificationId, t.id), eq(notificationReads.userId, userId))),
    )

  return {
    async listForRecipient(userId, page = {}) {
      const { limit, offset } = pageOf(page)
      const rows = await db
        .select()
        .from(t)
        .where(forRecipient(userId))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset)
      return rows.map((row) => toRecord(row))
    },
    async countForRecipient(userId, options = {}) {
      const where = options.unreadOnly ? and(forRecipient(userId), unread(userId)) : forRecipient(userId)
      const [row] = await db.select({ value: count() }).from(t).where(where)
      return row?.value ?? 0
    },
    async markRead(notificationId, userId, at) {
      await db
        .insert(notificationReads)
        .values({ notificationId, userId, readAt: new Date(at) })
        .onConflictDoNothing()
    },
    async readIds(userId, notificationIds) {
      if (notificationIds.length === 0) return []
      const rows = await db
        .select({ id: notificationReads.notificationId })
        .from(notificationReads)
        .where(
          and(
            eq(notificationReads.userId, userId),
            inArray(notificationReads.notificationId, notificationIds),
          ),
        )
      return rows.map((r) => r.id)
    },
  }
}
