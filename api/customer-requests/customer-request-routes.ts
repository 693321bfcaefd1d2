import { ownerScopedRoutes } from '../openapi/owner-scoped-routes'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  customerRequestInputSchema,
  customerRequestListResponseSchema,
  customerRequestResponseSchema,
} from '../schemas/customer-request'
import type { Services } from '../services'
import { customerRequestMessages } from './customer-request-messages'

// The customer dashboard's "Taleplerim".
export function customerRequestRoutes(registry: RouteRegistry, services: Services) {
  return ownerScopedRoutes(registry, services, { tag: 'Müşteri talepleri', path: '/api/requests' })
    .create({
      summary:
        'Talep gönder: type change|support|hosting|domain|gallery, title, description, website, priority',
      body: customerRequestInputSchema,
      responses: {
        201: { description: 'Oluşturulan talep (pending)', schema: customerRequestResponseSchema },
        400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
      },
      key: 'request',
      message: customerRequestMessages.created,
      run: (user, input, ip) => services.customerRequests.create(user, input, ip),
    })
    .mine({
      summary: 'Oturumdaki kullanıcının talepleri, en yenisi önce',
      responses: {
        200: { description: 'Talepler', schema: customerRequestListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
      load: (user) => services.customerRequests.mine(user),
    }).app
}
