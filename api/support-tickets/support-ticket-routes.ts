import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { customerRequestMessages } from '../customer-requests/customer-request-messages'
import { readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  supportTicketInputSchema,
  supportTicketListResponseSchema,
  supportTicketResponseSchema,
} from '../schemas/customer-request'
import type { Services } from '../services'

const TAG = 'Destek talepleri'

export function supportTicketRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/support-tickets',
      summary: 'Destek talebi: title, description, priority (varsayılan normal)',
      tag: TAG,
      access: 'user',
      body: supportTicketInputSchema,
      responses: {
        201: { description: 'Oluşturulan talep (open)', schema: supportTicketResponseSchema },
        400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const input = await readBody(c, supportTicketInputSchema)
      const ticket = await services.supportTickets.create(user, input, services.clientIp(c))
      return c.json({ success: true, message: customerRequestMessages.ticketCreated, data: { ticket } }, 201)
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/support-tickets/mine',
      summary: 'Oturumdaki kullanıcının destek talepleri',
      tag: TAG,
      access: 'user',
      responses: {
        200: { description: 'Destek talepleri', schema: supportTicketListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      return c.json({ success: true, data: await services.supportTickets.mine(user) })
    },
  )

  return app
}
