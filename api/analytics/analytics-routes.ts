import type { RouteEntry } from '../routes/define-route'

// GET /api/admin/analytics?from&to: figures computed from the stored records (docs/rules/analytics.md).
export const adminAnalyticsRoutes: RouteEntry[] = []
