import type { RouteEntry } from '../routes/define-route'

// Two-factor sign-in: /api/me/two-factor (status, enrol, confirm, disable, recovery codes) and the sign-in's second step (docs/rules/account-security.md).
export const twoFactorRoutes: RouteEntry[] = []
