import type { ResourceStore } from '../../../api/kernel/resource-repositories'
import type { NotificationRecord } from '../../../api/notifications/notification.shared'
import type { EmulationTables } from '../dexie-db'
import type { EmulationScope } from '../dexie-transaction'
import { compareValues, stripDerived, toInstant } from './record-query'

// The customer's notification feed over Dexie: the multi-entry index on recipientIds finds a user's
// notifications; read marks live in their own table. Array membership and the read-mark join are beyond
// the generic repository's equality filters.

/** Sent notifications of one user, newest first. */
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

export function notificationFeed(scope: EmulationScope): ResourceStore['notificationFeed'] {
  const both = ['notifications', 'notificationReads'] as const
  return {
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
