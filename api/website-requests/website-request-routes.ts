import { declaredRecords } from '../routes/declared-records'
import { ownListRoute } from '../routes/resource-routes'
import { websiteRequestResource } from './website-request-resource'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import { meWebsiteRequestListQuerySchema, meWebsiteRequestListResponseSchema } from './website-request.shared'
import { builderMessages } from '../builder/builder-messages.shared'
import { websiteRequestBodySchema, websiteRequestFieldsBodySchema } from './website-request-body.shared'
import { websiteRequestResponseSchema } from './website-request-input.shared'
import { createdMessage, websiteRequestMessages } from './website-request-messages.shared'
import { toWebsiteRequest } from './website-request-view'

const TAG = 'Website talepleri'
const PATH = '/api/me/website-requests'

// The signed-in customer's own website requests (panel passwords never included): the one door for every
// origin (form, wizard, prompt, builder), in the stored record's nested shape. The documented PHP-era
// calls translate into the same service call (api/documented-calls/). The admin desk is
// api/website-requests/admin-website-request-routes.ts.
export const meWebsiteRequestRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: websiteRequestResource,
    path: PATH,
    tag: TAG,
    summary: 'Oturumdaki kullanıcının website talepleri: arama, durum, kaynak, sayfalama, sıralama',
    description: 'Talepler',
    query: meWebsiteRequestListQuerySchema,
    response: meWebsiteRequestListResponseSchema,
    filter: (query) => ({ status: query.status, source: query.source }),
    defaultSort: '-createdAt',
    view: (record, services) => toWebsiteRequest(record, null, services.ports.repos),
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary:
      "Website talebi gönder: kaydın gruplarıyla (seo, pages, design, features, contact, hosting …) ya da source 'builder' ile oluşturucunun formu (builderForm); talep oturumdaki kullanıcınındır, numarasını sunucu verir",
    tag: TAG,
    access: 'user',
    body: websiteRequestBodySchema,
    activity: 'service',
    responses: {
      201: { description: 'Oluşturulan talep (pending)', schema: websiteRequestResponseSchema },
      400: {
        description: `'${websiteRequestMessages.nameRequired}', SEO uzunlukları; oluşturucu için '${builderMessages.companyRequired}' ya da '${builderMessages.contactEmailInvalid}'`,
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, body }) => {
      const request = await services.websiteRequests.create(user, body, services.clientIp(c))
      // The builder's form is sent: its draft on the server has done its job (docs/drafts.md#on-the-server).
      if (body.source === 'builder') await services.drafts.remove(user.id, 'website-builder')
      return c.json({ success: true, message: createdMessage(body.source), data: { request } }, 201)
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
      find: (services, { id }) => declaredRecords(services, websiteRequestResource).findById(id),
      ownerIds: (record) => record.userId,
      notFound: websiteRequestMessages.notFound,
    },
    example: async (services, owner) => {
      const body = websiteRequestFieldsBodySchema.parse({ websiteName: 'Örnek Talep' })
      return { id: (await services.websiteRequests.create(owner, body, '127.0.0.1')).id }
    },
    responses: {
      200: { description: 'Talep', schema: websiteRequestResponseSchema },
      404: { description: 'Talep yok ya da kullanıcının değil', schema: errorResponseSchema },
    },
    handler: async ({ c, record, services }) =>
      c.json({
        success: true,
        data: { request: await toWebsiteRequest(record, null, services.ports.repos) },
      }),
  }),
]
