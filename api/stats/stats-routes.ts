import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import type { RouteRegistry } from '../openapi/registry'
import { statsResponseSchema } from '../schemas/stats'
import type { Services } from '../services'

export function statsRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/stats',
      summary: 'Yönetim paneli istatistikleri',
      tag: 'İstatistikler',
      access: 'admin',
      responses: { 200: { description: 'İstatistikler', schema: statsResponseSchema } },
    },
    async (c) => {
      await services.guards.requireAdmin(c)
      return c.json({ success: true, data: await services.stats.dashboard() })
    },
  )
  return app
}
