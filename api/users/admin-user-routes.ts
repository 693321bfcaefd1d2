import { adminListRoute } from '../routes/resource-routes'
import { userResource } from './user-resource'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminUserListQuerySchema, adminUserListResponseSchema } from './user.shared'
import {
  adminUserCreateBodySchema,
  adminUserDeleteBodySchema,
  adminUserUpdateBodySchema,
  userDetailsResponseSchema,
  userStatsResponseSchema,
} from './admin-users.shared'
import { messageResponseSchema } from '../auth/auth.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { userResponseSchema } from './user-requests.shared'
import { invitationMessages } from '../security/invitation-messages.shared'
import { userMessages } from './user-messages.shared'
import { toUser } from './user-view'

const TAG = 'Kullanıcılar (admin)'
const PATH = '/api/admin/users'
const missing = { description: 'Kullanıcı yok', schema: errorResponseSchema }

// Admin user management as REST (docs/rules/customers.md), over the same service as the API client's
// /api/users calls. The service writes each change's activity entry and audit rows.
export const adminUserRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: userResource,
    path: PATH,
    tag: TAG,
    summary: 'Kullanıcılar: ad ya da e-postaya göre arama, durum, rol, plan, sayfalama, sıralama',
    description: 'Kullanıcılar',
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
    filter: (query) => ({ status: query.status, role: query.role, subscription: query.subscription }),
    defaultSort: '-createdAt',
    view: toUser,
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Kullanıcı sayıları: toplam, aktif, askıda, beklemede ve plana göre',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Sayılar', schema: userStatsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.users.stats() }),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir kullanıcı',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Kullanıcı', schema: userResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const user = await services.users.findById(params.id)
      if (!user) throw new ApiError(404, userMessages.notFound)
      return c.json({ success: true, data: { user: toUser(user) } })
    },
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id/details`,
    summary: 'Kullanıcının websiteleri, talepleri, faturaları ve açık oturumları',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Ayrıntılar', schema: userDetailsResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const user = await services.users.findById(params.id)
      if (!user) throw new ApiError(404, userMessages.notFound)
      return c.json({ success: true, data: await services.users.details(user) })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Kullanıcı oluştur: ad ve e-posta zorunlu, e-posta benzersiz; şifre belirleme daveti gönderilir',
    tag: TAG,
    access: 'admin',
    body: adminUserCreateBodySchema,
    activity: 'service',
    responses: { 201: { description: 'Oluşturulan kullanıcı', schema: userResponseSchema } },
    handler: async ({ c, services, user, body, ip }) => {
      const created = await services.users.create(body, user, ip)
      return c.json({ success: true, message: userMessages.createdInvited, data: { user: created } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary:
      'Kullanıcıyı güncelle (yalnızca gönderilen alanlar; isteğe bağlı reason denetim kaydına yazılır)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: adminUserUpdateBodySchema,
    activity: 'service',
    responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params, body, ip }) => {
      const { reason, ...fields } = body
      const updated = await services.users.update(params.id, fields, user, {
        ip: ip,
        reason,
      })
      return c.json({ success: true, message: userMessages.updated, data: { user: updated } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary:
      'Kullanıcıyı sil: websiteleri, talepleri, dosyaları ve oturumlarıyla (admin kullanıcılar silinemez)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: adminUserDeleteBodySchema,
    activity: 'service',
    responses: { 200: { description: 'Silindi', schema: messageResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params, body, ip }) => {
      await services.users.remove(params.id, user, ip, body.reason)
      return c.json({ success: true, message: userMessages.deleted })
    },
  }),

  defineRoute({
    method: 'post',
    path: `${PATH}/:id/invitation`,
    summary: 'Şifre belirleme davetini yeniden gönder (henüz şifresi olmayan hesaplar)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    activity: 'service',
    responses: { 200: { description: 'Gönderildi', schema: messageResponseSchema }, 404: missing },
    handler: async ({ c, services, params, actor }) => {
      await services.invitations.resend(params.id, actor, userMessages.notFound)
      return c.json({ success: true, message: invitationMessages.resent })
    },
  }),
]
