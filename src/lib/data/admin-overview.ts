// The admin dashboard's one read: GET /api/admin/overview (the figures, the last 5 activity entries
// and the system status together).
import type { z } from 'zod'
import type { adminOverviewResponseSchema } from '../../../api/admin/admin-overview.shared'
import { api, lazySchema } from '../api-client'
import { useResourceQuery } from './resource-query'

export const ADMIN_OVERVIEW_PATH = '/api/admin/overview'

export type AdminOverview = z.infer<typeof adminOverviewResponseSchema>['data']
export type DashboardFigures = AdminOverview['figures']

export const adminOverviewKeys = { all: ['admin-overview'] as const }

const overviewSchema = lazySchema(() =>
  import('../../../api/admin/admin-overview.shared').then((m) =>
    m.adminOverviewResponseSchema.transform((answer) => answer.data),
  ),
)

export function fetchAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api.get(ADMIN_OVERVIEW_PATH, { schema: overviewSchema, signal })
}

export const useAdminOverview = () => useResourceQuery(adminOverviewKeys.all, fetchAdminOverview)
