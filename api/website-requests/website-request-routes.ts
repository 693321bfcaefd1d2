import { ownListRoute } from '../routes/resource-routes'
import { websiteRequestResource } from './website-request-resource'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../schemas/common'
import {
  idParamsSchema,
  meWebsiteRequestListQuerySchema,
  meWebsiteRequestListResponseSchema,
} from '../schemas/me-resources'
import { websiteRequestInputSchema, websiteRequestResponseSchema } from '../schemas/website-request-input'
import { websiteRequestMessages } from './website-request-messages'
import { toWebsiteRequest } from './website-request-view'

const TAG = 'Website talepleri'
const PATH = '/api/me/website-requests'

// The signed-in customer's own website requests (panel passwords never included). The admin desk
// is api/website-requests/admin-website-request-routes.ts.
export const meWebsiteRequestRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: websiteRequestResource,
    path: PATH,
    tag: TAG,
    summary: 'Oturumdaki kullanıcının website talepleri: arama, durum, sayfalama, sıralama',
    description: 'Talepler',
    query: meWebsiteRequestListQuerySchema,
    response: meWebsiteRequestListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-createdAt',
    view: (record) => toWebsiteRequest(record, null),
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Website talebi gönder (form ya da sihirbaz alanları); talep oturumdaki kullanıcınındır',
    tag: TAG,
    access: 'user',
    body: websiteRequestInputSchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan talep (pending)', schema: websiteRequestResponseSchema },
      400: { description: "'Lütfen website adını girin' ya da SEO uzunlukları", schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body }) => {
      const request = await services.websiteRequests.create(user, body, 'wizard', services.clientIp(c))
      return c.json({ success: true, message: websiteRequestMessages.created, data: { request } }, 201)
    },
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Kendi talebim (panel şifreleri olmadan)',
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: {
      find: (services, { id }) => services.ports.repos.websiteRequests.findById(id),
      ownerIds: (record) => record.userId,
      notFound: websiteRequestMessages.notFound,
    },
    example: async (services, owner) => {
      const input = websiteRequestInputSchema.parse({ websiteName: 'Örnek Talep' })
      return { id: (await services.websiteRequests.create(owner, input, 'wizard', '127.0.0.1')).id }
    },
    responses: {
      200: { description: 'Talep', schema: websiteRequestResponseSchema },
      404: { description: 'Talep yok ya da kullanıcının değil', schema: errorResponseSchema },
    },
    handler: async ({ c, record }) =>
      c.json({ success: true, data: { request: await toWebsiteRequest(record, null) } }),
  }),
]
