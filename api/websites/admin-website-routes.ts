import { adminListRoute } from '../routes/resource-routes'
import { websiteResource } from './website-resource'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { adminWebsiteListQuerySchema, adminWebsiteListResponseSchema } from '../schemas/admin-resources'
import { messageResponseSchema } from '../schemas/auth'
import { errorResponseSchema } from '../schemas/common'
import { idParamsSchema } from '../schemas/me-resources'
import { websiteCreateInputSchema, websiteUpdateFieldsSchema } from '../schemas/website'
import { websiteResponseSchema } from '../schemas/website-requests'
import { websiteMessages } from './website-messages'
import { toWebsite } from './website-view'

const TAG = 'Websiteler (admin)'
const PATH = '/api/admin/websites'
const missing = { description: 'Website yok', schema: errorResponseSchema }

// Admin website management as REST (panel passwords decrypted for admins), over the same service
// as the API client's /api/websites calls.
export const adminWebsiteRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: websiteResource,
    path: PATH,
    tag: TAG,
    summary: 'Websiteler: arama, durum, şablon, sahip, sayfalama, sıralama',
    description: 'Websiteler',
    query: adminWebsiteListQuerySchema,
    response: adminWebsiteListResponseSchema,
    filter: (query) => ({ status: query.status, template: query.template, ownerId: query.ownerId }),
    defaultSort: '-createdAt',
    view: (record, services) => toWebsite(record, services.ports.secrets),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir website (panel şifreleriyle)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Website', schema: websiteResponseSchema }, 404: missing },
    handler: async ({ c, services, params }) => {
      const record = await services.ports.repos.websites.findById(params.id)
      if (!record) throw new ApiError(404, websiteMessages.notFound)
      return c.json({ success: true, data: { website: await toWebsite(record, services.ports.secrets) } })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Website oluştur: ad, alan adı (benzersiz), sahibin e-postası',
    tag: TAG,
    access: 'admin',
    body: websiteCreateInputSchema,
    responses: { 201: { description: 'Oluşturulan website', schema: websiteResponseSchema } },
    handler: async ({ c, services, user, body }) => {
      const website = await services.websites.create(body, user, services.clientIp(c))
      return c.json({ success: true, message: websiteMessages.created, data: { website } }, 201)
    },
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary: 'Websiteyi güncelle (yalnızca gönderilen alanlar)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: websiteUpdateFieldsSchema,
    responses: { 200: { description: 'Güncellenen website', schema: websiteResponseSchema }, 404: missing },
    handler: async ({ c, services, params, body }) => {
      const website = await services.websites.update(params.id, body)
      return c.json({ success: true, message: websiteMessages.updated, data: { website } })
    },
  }),

  defineRoute({
    method: 'delete',
    path: `${PATH}/:id`,
    summary: 'Websiteyi sil',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: { 200: { description: 'Silindi', schema: messageResponseSchema }, 404: missing },
    handler: async ({ c, services, user, params }) => {
      await services.websites.remove(params.id, user, services.clientIp(c))
      return c.json({ success: true, message: websiteMessages.deleted })
    },
  }),
]
