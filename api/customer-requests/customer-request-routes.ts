import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { readBody } from '../lib/http'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import {
  customerRequestInputSchema,
  customerRequestListResponseSchema,
  customerRequestResponseSchema,
} from '../schemas/customer-request'
import type { Services } from '../services'
import { customerRequestMessages } from './customer-request-messages'

const TAG = 'Müşteri talepleri'

// The customer dashboard's "Taleplerim".
export function customerRequestRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()

  registry.route(
    app,
    {
      method: 'post',
      path: '/api/requests',
      summary:
        'Talep gönder: type change|support|hosting|domain|gallery, title, description, website, priority',
      tag: TAG,
      access: 'user',
      body: customerRequestInputSchema,
      responses: {
        201: { description: 'Oluşturulan talep (pending)', schema: customerRequestResponseSchema },
        400: { description: "'Lütfen başlık ve açıklama alanlarını doldurun'", schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const input = await readBody(c, customerRequestInputSchema)
      const request = await services.customerRequests.create(user, input, services.clientIp(c))
      return c.json({ success: true, message: customerRequestMessages.created, data: { request } }, 201)
    },
  )

  registry.route(
    app,
    {
      method: 'get',
      path: '/api/requests/mine',
      summary: 'Oturumdaki kullanıcının talepleri, en yenisi önce',
      tag: TAG,
      access: 'user',
      responses: {
        200: { description: 'Talepler', schema: customerRequestListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      return c.json({ success: true, data: await services.customerRequests.mine(user) })
    },
  )

  return app
}
