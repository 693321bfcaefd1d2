// The admin dashboard's two reads: the figures (the PHP-era dashboard_stats action) and the overview
// (the last 5 activity entries and the system status).
import type { z } from 'zod'
import { adminOverviewResponseSchema } from '../../../api/schemas/admin-overview'
import { liveDashboardStatsResponseSchema } from '../../../api/schemas/live-mysql'
import { api } from '../../lib/api-client'

export type DashboardFigures = z.infer<typeof liveDashboardStatsResponseSchema>['data']
export type AdminOverview = z.infer<typeof adminOverviewResponseSchema>['data']

export const DASHBOARD_STATS_PATH = '/api/sitekur-live-mysql.php?action=dashboard_stats'
export const ADMIN_OVERVIEW_PATH = '/api/admin/overview'

export async function fetchDashboardFigures(signal?: AbortSignal): Promise<DashboardFigures> {
  const answer = await api.get(DASHBOARD_STATS_PATH, { schema: liveDashboardStatsResponseSchema, signal })
  return answer.data
}

export async function fetchAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const answer = await api.get(ADMIN_OVERVIEW_PATH, { schema: adminOverviewResponseSchema, signal })
  return answer.data
}
