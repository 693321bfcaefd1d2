import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import type { RouteRegistry } from '../openapi/registry'
import { errorResponseSchema } from '../schemas/common'
import { invoiceListResponseSchema } from '../schemas/invoice'
import type { Services } from '../services'

// The customer's payment history (dashboard "Ödeme"): their own invoices, newest first.
export function invoiceRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/invoices/mine',
      summary: 'Oturumdaki kullanıcının faturaları (ödeme geçmişi), en yenisi önce',
      tag: 'Faturalar',
      access: 'user',
      responses: {
        200: { description: 'Faturalar', schema: invoiceListResponseSchema },
        401: { description: 'Oturum yok', schema: errorResponseSchema },
      },
    },
    async (c) => {
      const user = await services.guards.requireUser(c)
      const invoices = await services.ports.repos.invoices.list({
        filter: { userId: user.id },
        orderBy: { field: 'issueDate', direction: 'desc' },
        limit: 500,
      })
      return c.json({ success: true, data: { invoices, total: invoices.length } })
    },
  )
  return app
}
