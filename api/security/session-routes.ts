import type { RouteEntry } from '../routes/define-route'

// The signed-in user's sessions: GET /api/me/sessions, DELETE /api/me/sessions/{id}, DELETE /api/me/sessions (all others).
export const meSessionRoutes: RouteEntry[] = []
