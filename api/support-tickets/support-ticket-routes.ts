import { customerRequestMessages } from '../customer-requests/customer-request-messages'
import { ownerScopedRoutes } from '../openapi/owner-scoped-routes'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  supportTicketInputSchema,
  supportTicketListResponseSchema,
  supportTicketResponseSchema,
} from '../schemas/customer-request'
import type { Services } from '../services'

export function supportTicketRoutes(registry: RouteRegistry, services: Services) {
  return ownerScopedRoutes(registry, services, { tag: 'Destek talepleri', path: '/api/support-tickets' })
    .create({
      summary: 'Destek talebi: title, description, priority (varsayılan normal)',
      body: supportTicketInputSchema,
      responses: {
        201: { description: 'Oluşturulan talep (open)', schema: supportTicketResponseSchema },
        400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
      },
      key: 'ticket',
      message: customerRequestMessages.ticketCreated,
      run: (user, input, ip) => services.supportTickets.create(user, input, ip),
    })
    .mine({
      summary: 'Oturumdaki kullanıcının destek talepleri',
      responses: {
        200: { description: 'Destek talepleri', schema: supportTicketListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
      load: (user) => services.supportTickets.mine(user),
    }).app
}
