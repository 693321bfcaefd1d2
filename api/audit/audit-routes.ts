import type { RouteEntry } from '../routes/define-route'

// The activity log (GET /api/admin/activity) and the audit trail (GET /api/admin/audit) for admins (docs/rules/activity-and-audit.md).
export const adminActivityRoutes: RouteEntry[] = []
