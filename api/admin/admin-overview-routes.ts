import { Hono } from 'hono'
import type { ApiEnv } from '../context'
import { systemStatus } from '../health/system-status'
import type { RouteRegistry } from '../openapi/registry'
import { adminOverviewResponseSchema } from '../schemas/admin-overview'
import { errorResponseSchema } from '../schemas/common'
import type { Services } from '../services'

/** Admin spec §2: the dashboard shows the last 5 entries ('Henüz aktivite yok' when none). */
export const RECENT_ACTIVITY_COUNT = 5

export function adminOverviewRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  registry.route(
    app,
    {
      method: 'get',
      path: '/api/admin/overview',
      summary: 'Yönetim paneli: son 5 etkinlik ve sistem durumu (veritabanı, e-posta, sürüm)',
      tag: 'İstatistikler',
      access: 'admin',
      responses: {
        200: { description: 'Son etkinlikler ve sistem durumu', schema: adminOverviewResponseSchema },
        403: { description: 'Admin değil', schema: errorResponseSchema },
      },
    },
    async (c) => {
      await services.guards.requireAdmin(c)
      const { ports } = services
      const [recentActivity, system] = await Promise.all([
        ports.repos.activityLog.list({ limit: RECENT_ACTIVITY_COUNT }),
        systemStatus(ports),
      ])
      return c.json({ success: true, data: { recentActivity, system } })
    },
  )
  return app
}
