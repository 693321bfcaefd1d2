import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { NotificationsRepository } from '../../api/ports/core-loop-repositories'
import type { NotificationRecord } from '../../api/schemas/notification'
import type { Db } from '../db/database'
import { notificationReads, notifications } from '../db/schema/messaging'
import { toIso, toIsoOrNull } from './convert'
import { crudRepository } from './crud'
import { pageOf } from './sql-list'

type N = NotificationRecord
const t = notifications

function toRecord(row: typeof notifications.$inferSelect): N {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as N['type'],
    target: row.target as N['target'],
    targetValue: row.targetValue,
    status: row.status as N['status'],
    recipients: row.recipients,
    recipientIds: row.recipientIds,
    createdBy: row.createdBy,
    scheduledAt: toIsoOrNull(row.scheduledAt),
    sentAt: toIsoOrNull(row.sentAt),
    createdAt: toIso(row.createdAt),
  }
}

/** search: title, message. The customer's feed uses the GIN index on recipient_ids. */
export function notificationsRepository(db: Db): NotificationsRepository {
  const crud = crudRepository<N, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      title: t.title,
      type: t.type,
      target: t.target,
      targetValue: t.targetValue,
      status: t.status,
      recipients: t.recipients,
      createdBy: t.createdBy,
      scheduledAt: t.scheduledAt,
      sentAt: t.sentAt,
      createdAt: t.createdAt,
    },
    searchColumns: [t.title, t.message],
    defaultOrder: t.createdAt,
    timestampFields: ['scheduledAt', 'sentAt', 'createdAt'],
    toRecord,
  })
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
    ...crud,
    async listForRecipient(userId, page = {}) {
      const { limit, offset } = pageOf(page)
      const rows = await db
        .select()
        .from(t)
        .where(forRecipient(userId))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit)
        .offset(offset)
      return rows.map(toRecord)
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
