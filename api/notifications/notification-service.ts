import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { NotificationRecord, UserNotification } from '../schemas/notification'
import type { UserRecord } from '../schemas/user'

export const notificationMessages = {
  notFound: 'Bildirim bulunamadı.',
  marked: 'Bildirim okundu olarak işaretlendi.',
}

// In-app notifications of one customer: the system writes them (status changes), the customer
// reads the feed and marks items read.
export function createNotificationService(ports: ApiPorts) {
  const now = () => ports.clock.now().toISOString()
  return {
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

    async markRead(user: UserRecord, id: string): Promise<void> {
      const notification = await ports.repos.notifications.findById(id)
      if (!notification || notification.status !== 'sent' || !notification.recipientIds.includes(user.id)) {
        throw new ApiError(404, notificationMessages.notFound)
      }
      await ports.repos.notifications.markRead(id, user.id, now())
    },
  }
}
export type NotificationService = ReturnType<typeof createNotificationService>
