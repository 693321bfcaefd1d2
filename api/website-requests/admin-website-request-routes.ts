import { adminListRoute } from '../routes/resource-routes'
import { websiteRequestResource } from './website-request-resource'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import {
  adminWebsiteRequestListQuerySchema,
  adminWebsiteRequestListResponseSchema,
} from './website-request.shared'
import { errorResponseSchema } from '../lib/common.shared'
import { idParamsSchema } from '../lib/common.shared'
import {
  statusChangeBodySchema,
  statusChangeResponseSchema,
  websiteRequestResponseSchema,
  websiteRequestStatsResponseSchema,
} from './website-request-input.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from './website-request-status.shared'
import { websiteRequestMessages } from './website-request-messages.shared'
import { toWebsiteRequest } from './website-request-view'

const TAG = 'Website talepleri (admin)'
const PATH = '/api/admin/website-requests'

// The admin request desk: every request (panel passwords decrypted for admins), the figures, and
// status changes through the transition table.
export const adminWebsiteRequestRoutes: RouteEntry[] = [
  adminListRoute({
    declaration: websiteRequestResource,
    path: PATH,
    tag: TAG,
    summary:
      'Tüm talepler: website adı, email ya da şirkete göre arama (Türkçe), durum, kaynak (ör. builder), sitesi yayınlanmamış değişiklik taşıyanlar, sayfalama',
    description: 'Talepler',
    query: adminWebsiteRequestListQuerySchema,
    response: adminWebsiteRequestListResponseSchema,
    filter: (query) => ({ status: query.status, source: query.source }),
    oneOf: async (query, services) =>
      query.unpublished === 'true'
        ? { field: 'websiteId', values: await services.websites.unpublishedIds() }
        : undefined,
    defaultSort: '-createdAt',
    view: (record, services) => toWebsiteRequest(record, services.ports.secrets, services.ports.repos),
  }),

  // Registered before /:id, which would otherwise take 'stats' for an id.
  defineRoute({
    method: 'get',
    path: `${PATH}/stats`,
    summary: 'Durumlara göre sayılar ve toplam gelir (tamamlanan taleplerin paket fiyatları)',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'İstatistikler', schema: websiteRequestStatsResponseSchema } },
    handler: async ({ c, services }) =>
      c.json({ success: true, data: await services.websiteRequests.stats() }),
  }),

  defineRoute({
    method: 'get',
    path: `${PATH}/:id`,
    summary: 'Bir talep (panel şifreleri ve admin notlarıyla)',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    responses: {
      200: { description: 'Talep', schema: websiteRequestResponseSchema },
      404: { description: 'Talep yok', schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, params }) =>
      c.json({ success: true, data: { request: await services.websiteRequests.get(params.id, user) } }),
  }),

  defineRoute({
    method: 'patch',
    path: `${PATH}/:id`,
    summary:
      'Durum değiştir (status, isteğe bağlı expectedStatus; rejected için reason zorunlu): pending → in-progress | rejected, in-progress → completed, rejected → pending',
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    body: statusChangeBodySchema,
    activity: 'service',
    responses: {
      200: { description: 'Güncellenen talep', schema: statusChangeResponseSchema },
      409: {
        description:
          "Geçersiz geçiş ya da başka bir admin değiştirdi: 'Status güncellenirken hata oluştu' ve güncel talep",
        schema: errorResponseSchema,
      },
      422: {
        description: 'Bilinmeyen durum, ya da reddederken neden yok (10–1000 karakter)',
        schema: errorResponseSchema,
      },
    },
    handler: async ({ c, services, user, params, body }) => {
      const ip = services.clientIp(c)
      const request = await services.websiteRequestStatus.change(
        params.id,
        body.status,
        user,
        ip,
        body.expectedStatus,
        body.reason,
      )
      const message = websiteRequestMessages.statusUpdated(WEBSITE_REQUEST_STATUS_LABELS[request.status])
      return c.json({ success: true, message, data: { request } })
    },
  }),
]
