import { Hono } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../context'
import { parseWith } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { messageResponseSchema } from '../schemas/auth'
import { errorResponseSchema } from '../schemas/common'
import { userNotificationListResponseSchema } from '../schemas/notification'
import type { Services } from '../services'
import { notificationMessages } from './notification-service'

const TAG = 'Bildirimler'
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).optional(),
})

// The customer's in-app notifications (status changes of their requests, announcements).
export function notificationRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/notifications/mine',
      summary: 'Oturumdaki kullanıcının bildirimleri, en yenisi önce; okunmamış sayısı',
      tag: TAG,
      access: 'user',
      query: pageQuery,
      responses: {
        200: { description: 'Bildirimler', schema: userNotificationListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const page = parseWith(pageQuery, c.req.query())
      return c.json({ success: true, data: await services.notifications.mine(user, page) })
    },
  )

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/notifications/:id/read',
      summary: 'Bildirimi okundu olarak işaretle (tekrarında da başarılı)',
      tag: TAG,
      access: 'user',
      responses: {
        200: { description: 'İşaretlendi', schema: messageResponseSchema },
        404: { description: 'Bildirim yok ya da kullanıcıya gönderilmemiş', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      await services.notifications.markRead(user, c.req.param('id') ?? '')
      return c.json({ success: true, message: notificationMessages.marked })
    },
  )

  return app
}
