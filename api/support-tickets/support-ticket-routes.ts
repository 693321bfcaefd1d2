import { ownListRoute } from '../routes/resource-routes'
import { supportTicketResource } from './support-ticket-resource'
import { customerRequestMessages } from '../customer-requests/customer-request-messages.shared'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import {
  supportTicketInputSchema,
  supportTicketResponseSchema,
} from '../customer-requests/customer-request.shared'
import {
  meSupportTicketListQuerySchema,
  meSupportTicketListResponseSchema,
} from '../customer-requests/customer-request.shared'

const TAG = 'Destek talepleri'
const PATH = '/api/me/support-tickets'

// The signed-in customer's support tickets.
export const meSupportTicketRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: supportTicketResource,
    path: PATH,
    tag: TAG,
    summary: 'Oturumdaki kullanıcının destek talepleri: arama, durum, sayfalama, sıralama',
    description: 'Destek talepleri',
    query: meSupportTicketListQuerySchema,
    response: meSupportTicketListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-createdAt',
    view: (ticket) => ticket,
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary: 'Destek talebi: title, description, priority (varsayılan normal)',
    tag: TAG,
    access: 'user',
    activity: 'service',
    body: supportTicketInputSchema,
    responses: {
      201: { description: 'Oluşturulan talep (open)', schema: supportTicketResponseSchema },
      400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
    },
    handler: async ({ c, services, user, body, ip }) => {
      const ticket = await services.supportTickets.create(user, body, ip)
      return c.json({ success: true, message: customerRequestMessages.ticketCreated, data: { ticket } }, 201)
    },
  }),
]
