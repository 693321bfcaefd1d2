import type { RouteEntry } from '../routes/define-route'

// GET /api/admin/search?q=: users, websites and invoices for the shell's search box.
export const adminSearchRoutes: RouteEntry[] = []
