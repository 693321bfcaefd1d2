import type { NotificationsRepository } from '../../../api/ports/core-loop-repositories'
import type { NotificationRecord } from '../../../api/schemas/notification'
import type { EmulationTables } from '../dexie-db'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'
import { compareValues, stripDerived, toInstant } from './record-query'

/** Sent notifications of one user, newest first (the multi-entry index finds them). */
async function feedOf(t: EmulationTables, userId: string): Promise<NotificationRecord[]> {
  const rows = await t.notifications
    .where('recipientIds')
    .equals(userId)
    .filter((n) => n.status === 'sent')
    .toArray()
  return rows.sort((a, b) => compareValues(b.createdAt, a.createdAt) || compareValues(b.id, a.id))
}

async function readSet(t: EmulationTables, userId: string): Promise<Set<string>> {
  const reads = await t.notificationReads.where('userId').equals(userId).toArray()
  return new Set(reads.map((r) => r.notificationId))
}

/** search: title, message. Read marks go with their notification. */
export function notificationsRepository(scope: EmulationScope): NotificationsRepository {
  const both = ['notifications', 'notificationReads'] as const
  const crud = crudRepository<NotificationRecord, NotificationRecord>(scope, {
    table: 'notifications',
    tableOf: (t) => t.notifications,
    fields: [
      'id',
      'title',
      'type',
      'target',
      'targetValue',
      'status',
      'recipients',
      'createdBy',
      'scheduledAt',
      'sentAt',
      'createdAt',
    ],
    searchFields: ['title', 'message'],
    defaultOrder: 'createdAt',
    timestampFields: ['scheduledAt', 'sentAt', 'createdAt'],
    indexedFields: ['status'],
    cascadeTables: ['notificationReads'],
    async onDelete(t, id) {
      await t.notificationReads.filter((r) => r.notificationId === id).delete()
    },
  })
  return {
    ...crud,
    listForRecipient: (userId, page = {}) =>
      scope.run('r', ['notifications'], async (t) => {
        const offset = Math.max(0, page.offset ?? 0)
        const rows = await feedOf(t, userId)
        return rows.slice(offset, offset + (page.limit ?? 10_000)).map((row) => stripDerived(row))
      }),
    countForRecipient: (userId, options = {}) =>
      scope.run('r', both, async (t) => {
        const rows = await feedOf(t, userId)
        if (!options.unreadOnly) return rows.length
        const read = await readSet(t, userId)
        return rows.filter((n) => !read.has(n.id)).length
      }),
    markRead: (notificationId, userId, at) =>
      scope.run('rw', both, async (t) => {
        if ((await t.notificationReads.get([notificationId, userId])) !== undefined) return
        await t.notificationReads.add({ notificationId, userId, readAt: toInstant(at) })
      }),
    readIds: (userId, notificationIds) =>
      scope.run('r', ['notificationReads'], async (t) => {
        const read = await readSet(t, userId)
        return notificationIds.filter((id) => read.has(id))
      }),
  }
}
