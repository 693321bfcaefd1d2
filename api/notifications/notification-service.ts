import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { NotificationRecord, UserNotification } from './notification.shared'
import type { UserRecord } from '../users/user.shared'
import { notificationDeliveryResource } from './notification-delivery-resource'
import type { SettledMail } from '../mail/mail-service'
import { followMailOutcomes } from './follow-mail-outcomes'

const PAGE = 200

export const notificationMessages = {
  notFound: 'Bildirim bulunamadı.',
  marked: 'Bildirim okundu olarak işaretlendi.',
  allMarked: 'Tüm bildirimler okundu olarak işaretlendi.',
}

// In-app notifications of one customer: the system writes them (status changes), the customer
// reads the feed and marks items read.
export function createNotificationService(ports: ApiPorts) {
  const now = () => ports.clock.now().toISOString()
  /** The read mark, and a sent delivery of it becomes read (docs/rules/notifications.md#deliveries). */
  async function markOne(userId: string, id: string) {
    const at = now()
    await ports.repos.notifications.markRead(id, userId, at)
    await ports.repos
      .resource(notificationDeliveryResource)
      .updateWhere(`${id}:${userId}`, { state: 'sent' }, { state: 'read', readAt: at, updatedAt: at })
  }
  return {
    /** The queue's retried notification mails that reached their end: their deliveries follow. */
    followMailOutcomes: (settled: readonly SettledMail[], at: string) =>
      followMailOutcomes(ports.repos, settled, at),

    /** A notification to one user, sent at once; pass a transaction's repositories to write inside it. */
    async notifyUser(
      user: { id: string; email: string | null },
      content: { title: string; message: string },
      repos: Repositories = ports.repos,
    ): Promise<NotificationRecord> {
      const at = now()
      return repos.notifications.create({
        id: ports.ids.uuid(),
        ...content,
        type: 'system',
        target: 'specific',
        targetValue: user.email,
        status: 'sent',
        recipients: 1,
        recipientIds: [user.id],
        createdBy: 'Sistem',
        scheduledAt: null,
        sentAt: at,
        createdAt: at,
      })
    },

    async mine(user: UserRecord, page: { limit?: number; offset?: number } = {}) {
      const repo = ports.repos.notifications
      const [records, total, unread] = await Promise.all([
        repo.listForRecipient(user.id, { limit: page.limit ?? 50, offset: page.offset ?? 0 }),
        repo.countForRecipient(user.id),
        repo.countForRecipient(user.id, { unreadOnly: true }),
      ])
      const read = new Set(
        await repo.readIds(
          user.id,
          records.map((n) => n.id),
        ),
      )
      const notifications: UserNotification[] = records.map((n) => ({
        id: n.id,
        title: n.title,
        message: n.message,
        type: n.type,
        createdAt: n.createdAt,
        sentAt: n.sentAt,
        read: read.has(n.id),
      }))
      return { notifications, total, unread }
    },

    /** Marks every unread notification of the feed read; answers how many. */
    async markAllRead(user: UserRecord): Promise<number> {
      const repo = ports.repos.notifications
      let marked = 0
      for (let offset = 0; ; offset += PAGE) {
        const records = await repo.listForRecipient(user.id, { limit: PAGE, offset })
        const read = new Set(
          await repo.readIds(
            user.id,
            records.map((n) => n.id),
          ),
        )
        for (const n of records.filter((n) => !read.has(n.id))) {
          await markOne(user.id, n.id)
          marked++
        }
        if (records.length < PAGE) return marked
      }
    },

    async markRead(user: UserRecord, id: string): Promise<void> {
      const notification = await ports.repos.notifications.findById(id)
      if (!notification || notification.status !== 'sent' || !notification.recipientIds.includes(user.id)) {
        throw new ApiError(404, notificationMessages.notFound)
      }
      await markOne(user.id, id)
    },
  }
}
export type NotificationService = ReturnType<typeof createNotificationService>
