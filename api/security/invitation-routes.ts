import type { RouteEntry } from '../routes/define-route'

// Account invitations: the set-password link an admin-created user receives (docs/rules/account-security.md).
export const invitationRoutes: RouteEntry[] = []
