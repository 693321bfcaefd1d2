import type { RouteEntry } from '../routes/define-route'

// The support desk for admins: one list of customer requests and support tickets (GET /api/admin/support), assignment, status, replies (docs/rules/support-desk.md).
export const adminSupportDeskRoutes: RouteEntry[] = []

// The customer's side of the threads: GET/POST /api/me/requests/{id}/replies (and of tickets).
export const meThreadRoutes: RouteEntry[] = []
