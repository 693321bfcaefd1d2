import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { meNotificationListQuerySchema, meNotificationListResponseSchema } from './notification.shared'
import { notificationMessages } from './notification-service'
import { declaredRecords } from '../routes/declared-records'
import { notificationResource } from './notification-resource'

const TAG = 'Bildirimler'
const PATH = '/api/me/notifications'

// The customer's in-app notifications (status changes of their requests, announcements).
export const meNotificationRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'Oturumdaki kullanıcının bildirimleri, en yenisi önce (sayfalama); okunmamış sayısı',
    tag: TAG,
    access: 'user',
    query: meNotificationListQuerySchema,
    responses: { 200: { description: 'Bildirimler', schema: meNotificationListResponseSchema } },
    handler: async ({ c, services, user, query: { page, pageSize } }) => {
      const feed = await services.notifications.mine(user, { limit: pageSize, offset: (page - 1) * pageSize })
      const { notifications: items, total, unread } = feed
      return c.json({
        success: true,
        data: { items, total, totalIsEstimate: false, page, pageSize, unread },
      })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/read-all`,
    summary: 'Tüm bildirimlerimi okundu olarak işaretle',
    tag: TAG,
    access: 'user',
    activity: { none: 'marks notifications read for their reader: receipts, not a business change' },
    responses: { 200: { description: 'İşaretlendi', schema: messageResponseSchema } },
    handler: async ({ c, services, user }) => {
      await services.notifications.markAllRead(user)
      return c.json({ success: true, message: notificationMessages.allMarked })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/read`,
    summary: 'Bildirimi okundu olarak işaretle (tekrarında da başarılı)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    // Only a sent notification has recipients who may read it.
    owner: {
      find: async (services, { id }) => {
        const notification = await declaredRecords(services, notificationResource).findById(id)
        return notification?.status === 'sent' ? notification : null
      },
      ownerIds: (notification) => notification.recipientIds,
      notFound: notificationMessages.notFound,
    },
    example: async (services, owner) => ({
      id: (await services.notifications.notifyUser(owner, { title: 'Örnek', message: 'Örnek bildirim' })).id,
    }),
    activity: { none: 'marks a notification read for its reader: a receipt, not a business change' },
    responses: {
      200: { description: 'İşaretlendi', schema: messageResponseSchema },
      404: { description: 'Bildirim yok ya da kullanıcıya gönderilmemiş', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, params }) => {
      await services.notifications.markRead(user, params.id)
      return c.json({ success: true, message: notificationMessages.marked })
    },
  }),
]
