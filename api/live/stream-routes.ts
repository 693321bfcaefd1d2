import type { RouteEntry } from '../routes/define-route'

// Live streams (server-sent events): GET /api/admin/stream for admins, GET /api/me/stream for a customer (docs/rules/live-updates.md).
export const streamRoutes: RouteEntry[] = []
