import { dashboardFigures } from './dashboard-figures'
import { defineRoute } from '../routes/define-route'
import { adminOverviewResponseSchema } from './admin-overview.shared'
import { errorResponseSchema } from '../lib/common.shared'

/** The dashboard's last 5 entries: docs/rules/admin-back-office.md#recent-activity. */
export const RECENT_ACTIVITY_COUNT = 5

export const adminOverviewRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/overview',
    summary: 'Yönetim paneli: özet rakamlar, son 5 etkinlik ve sistem durumu (veritabanı, e-posta, sürüm)',
    tag: 'İstatistikler',
    access: 'admin',
    responses: {
      200: {
        description: 'Özet rakamlar, son etkinlikler ve sistem durumu',
        schema: adminOverviewResponseSchema,
      },
      403: { description: 'Admin değil', schema: errorResponseSchema },
    },
    handler: async ({ c, services }) => {
      const [recentActivity, system, figures] = await Promise.all([
        services.activity.recent(RECENT_ACTIVITY_COUNT),
        services.health.status(),
        dashboardFigures(services),
      ])
      return c.json({ success: true, data: { figures, recentActivity, system } })
    },
  }),
]
