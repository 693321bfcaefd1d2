import { adminListRoute } from '../routes/resource-routes'
import { userResource } from './user-resource'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminUserListQuerySchema, adminUserListResponseSchema } from '../schemas/admin-resources'
import { messageResponseSchema } from '../schemas/auth'
import { errorResponseSchema } from '../schemas/common'
import { idParamsSchema } from '../schemas/me-resources'
import { userCreateInputSchema, userUpdateFieldsSchema } from '../schemas/user'
import { userResponseSchema } from '../schemas/user-requests'
import { userMessages } from './user-messages'
import { toUser } from './user-view'

const TAG = 'Kullanıcılar (admin)'
const PATH = '/api/admin/users'
const missing = { description: 'Kullanıcı yok', schema: errorResponseSchema }

// Admin user management as REST, over the same service as the API client's /api/users calls.
export const adminUserRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: userResource,
    path: PATH,
    tag: TAG,
    summary: 'Kullanıcılar: ad ya da e-postaya göre arama, durum, rol, sayfalama, sıralama',
    description: 'Kullanıcılar',
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
    filter: (query) => ({ status: query.status, role: query.role }),
    defaultSort: '-createdAt',
    view: toUser,
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
      const user = await services.ports.repos.users.findById(params.id)
      if (!user) throw new ApiError(404, userMessages.notFound)
      return c.json({ success: true, data: { user: toUser(user) } })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Kullanıcı oluştur: ad ve e-posta zorunlu, e-posta benzersiz',
    tag: TAG,
    access: 'admin',
    body: userCreateInputSchema,
    responses: { 201: { description: 'Oluşturulan kullanıcı', schema: userResponseSchema } },
    handler: async ({ c, services, user, body }) => {
      const created = await services.users.create(body, user, services.clientIp(c))
      return c.json({ success: true, message: userMessages.created, data: { user: created } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary: 'Kullanıcıyı güncelle (yalnızca gönderilen alanlar)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: userUpdateFieldsSchema,
    responses: { 200: { description: 'Güncellenen kullanıcı', schema: userResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params, body }) => {
      const updated = await services.users.update(params.id, body, user)
      return c.json({ success: true, message: userMessages.updated, data: { user: updated } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Kullanıcıyı sil (admin kullanıcılar silinemez; dosyaları da silinir)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Silindi', schema: messageResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params }) => {
      await services.users.remove(params.id, user, services.clientIp(c))
      return c.json({ success: true, message: userMessages.deleted })
    },
  }),
]
