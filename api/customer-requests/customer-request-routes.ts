import { ownListRoute } from '../routes/resource-routes'
import { customerRequestResource } from './customer-request-resource'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import { customerRequestInputSchema, customerRequestResponseSchema } from './customer-request.shared'
import {
  meCustomerRequestListQuerySchema,
  meCustomerRequestListResponseSchema,
} from './customer-request.shared'
import { customerRequestMessages } from './customer-request-messages.shared'

const TAG = 'Müşteri talepleri'
const PATH = '/api/me/customer-requests'

// The customer dashboard's "Taleplerim": change, support, hosting, domain and gallery requests.
export const meCustomerRequestRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: customerRequestResource,
    path: PATH,
    tag: TAG,
    summary:
      'Oturumdaki kullanıcının talepleri: arama, durum, sayfalama, sıralama (varsayılan en yenisi önce)',
    description: 'Talepler',
    query: meCustomerRequestListQuerySchema,
    response: meCustomerRequestListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-createdAt',
    view: ({ adminNotes: _notes, ...request }) => request,
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary:
      'Talep gönder: type change|support|hosting|domain|gallery, title, description, website, priority',
    tag: TAG,
    access: 'user',
    activity: 'service',
    body: customerRequestInputSchema,
    responses: {
      201: { description: 'Oluşturulan talep (pending)', schema: customerRequestResponseSchema },
      400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body, ip }) => {
      const request = await services.customerRequests.create(user, body, ip)
      return c.json({ success: true, message: customerRequestMessages.created, data: { request } }, 201)
    },
  }),
]
