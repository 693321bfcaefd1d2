import { defineRoute, type RouteEntry } from '../routes/define-route'
import { statsResponseSchema } from '../stats/stats.shared'

// docs/rules/documented-calls.md#admin-api-client, the API client's GET /api/stats.
export const adminClientStats: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/stats',
    summary: 'Yönetim paneli istatistikleri',
    tag: 'İstatistikler',
    access: 'admin',
    responses: { 200: { description: 'İstatistikler', schema: statsResponseSchema } },
    handler: async ({ c, services }) => c.json({ success: true, data: await services.stats.dashboard() }),
  }),
]
