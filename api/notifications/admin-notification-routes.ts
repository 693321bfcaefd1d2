import { ApiError } from '../lib/http'
import { adminListRoute } from '../routes/resource-routes'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import {
  adminNotificationListQuerySchema,
  adminNotificationListResponseSchema,
  adminNotificationResponseSchema,
  notificationAdminMessages as m,
  notificationInputSchema,
  recipientListQuerySchema,
  recipientListResponseSchema,
  smsLogListQuerySchema,
  smsLogListResponseSchema,
} from './notification-admin.shared'
import { toAdminNotification } from './notification-admin-service'
import { smsLogResource } from './notification-delivery-resource'
import { notificationResource } from './notification-resource'

const TAG = 'Bildirimler (admin)'
const PATH = '/api/admin/notifications'
const missing = { description: m.notFound, schema: errorResponseSchema }
const refused = { description: `${m.required} / ${m.specificEmail}`, schema: errorResponseSchema }
const conflict = { description: m.notEditable, schema: errorResponseSchema }

// Notification management (docs/rules/notifications.md#notification-management) and the SMS log. Each
// write's service logs its activity entry and audit row.
export const adminNotificationRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: notificationResource,
    path: PATH,
    tag: TAG,
    summary: 'Bildirimler: arama (başlık, mesaj), tür, durum, hedef, sayfalama, sıralama',
    description: 'Bildirimler',
    query: adminNotificationListQuerySchema,
    response: adminNotificationListResponseSchema,
    filter: (query) => ({ type: query.type, status: query.status, target: query.target }),
    defaultSort: '-createdAt',
    view: (record) => toAdminNotification(record),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir bildirim',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Bildirim', schema: adminNotificationResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const notification = await services.notificationAdmin.find(params.id)
      if (!notification) throw new ApiError(404, m.notFound)
      return c.json({ success: true, data: { notification } })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/recipients`,
    summary: 'Bildirimin alıcıları ve her birinin teslim durumu (sayfalama, duruma göre süzgeç)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    query: recipientListQuerySchema,
    responses: { 200: { description: 'Alıcılar', schema: recipientListResponseSchema }, 404: missing },
    handler: async ({ c, services, params, query }) => {
      const page = await services.notificationAdmin.recipients(params.id, query)
      if (!page) throw new ApiError(404, m.notFound)
      return c.json({
        success: true,
        data: { ...page, totalIsEstimate: false, page: query.page, pageSize: query.pageSize },
      })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Bildirim oluştur: zamanlamalı ise zamanlanmış, değilse taslak',
    tag: TAG,
    access: 'admin',
    body: notificationInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan bildirim', schema: adminNotificationResponseSchema },
      400: refused,
    },
    handler: async ({ c, services, body, actor }) => {
      const { notification, message } = await services.notificationAdmin.create(body, actor)
      return c.json({ success: true, message, data: { notification } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary: 'Taslak ya da zamanlanmış bildirimi düzenle (yalnızca gönderilen alanlar)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: notificationInputSchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen bildirim', schema: adminNotificationResponseSchema },
      400: refused,
      404: missing,
      409: conflict,
    },
    handler: async ({ c, services, params, body, actor }) => {
      const notification = await services.notificationAdmin.update(params.id, body, actor)
      return c.json({ success: true, message: m.updated, data: { notification } })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/send`,
    summary: 'Taslağı şimdi gönder (zamanlanmış olanı erken gönder); alıcılar ve teslim durumları kaydedilir',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Gönderilen bildirim', schema: adminNotificationResponseSchema },
      404: missing,
      409: { description: m.alreadySent, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      const notification = await services.notificationAdmin.send(params.id, actor)
      return c.json({ success: true, message: m.sent, data: { notification } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Bildirimi sil (gönderilmekte olan silinemez); alıcı kayıtları da silinir',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: {
      200: { description: 'Silindi', schema: messageResponseSchema },
      404: missing,
      409: { description: m.sendingNotDeletable, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params, actor }) => {
      await services.notificationAdmin.remove(params.id, actor)
      return c.json({ success: true, message: m.deleted })
    },
  }),

  adminListRoute({
    declaration: smsLogResource,
    path: '/api/admin/sms-log',
    tag: TAG,
    summary: 'SMS kaydı: varsayılan SMS sürücüsünün yazdığı mesajlar, en yenisi önce (arama: numara, mesaj)',
    description: 'SMS kaydı',
    query: smsLogListQuerySchema,
    response: smsLogListResponseSchema,
    defaultSort: '-createdAt',
    view: (record) => record,
  }),
]
