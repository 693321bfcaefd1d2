// docs/rules/admin-back-office.md#admin-routes: the areas in sidebar order and their paths (the table
// lists aliases such as /admin/user-management next to /admin/users). Areas not built yet still navigate:
// their route shows the shared "yakında" page inside the shell.

export type AdminIconName =
  | 'dashboard'
  | 'users'
  | 'requests'
  | 'support'
  | 'packages'
  | 'websites'
  | 'billing'
  | 'analytics'
  | 'activity'
  | 'notifications'
  | 'emails'
  | 'approvals'
  | 'settings'

export interface AdminNavItem {
  label: string
  /** Where the entry links to. */
  path: string
  /** Every path that marks this entry as the current one (path included). */
  paths: readonly string[]
  icon: AdminIconName
}

const item = (label: string, icon: AdminIconName, path: string, ...aliases: string[]): AdminNavItem => ({
  label,
  icon,
  path,
  paths: [path, ...aliases],
})

export const ADMIN_NAV: readonly AdminNavItem[] = [
  item('Dashboard', 'dashboard', '/admin/dashboard', '/admin', '/admin/panel'),
  item('Kullanıcılar', 'users', '/admin/users', '/admin/user-management'),
  item('Website Talepleri', 'requests', '/admin/website-requests'),
  item('Destek Talepleri', 'support', '/admin/support-tickets'),
  item('Paketler', 'packages', '/admin/packages', '/admin/package-management'),
  item('Web Siteleri', 'websites', '/admin/websites'),
  item('Faturalama', 'billing', '/admin/billing', '/admin/billing-management'),
  item('Analitik', 'analytics', '/admin/analytics'),
  item('Aktivite', 'activity', '/admin/activity', '/admin/activity-log'),
  item('Bildirimler', 'notifications', '/admin/notifications', '/admin/notification-management'),
  item('E-postalar', 'emails', '/admin/emails', '/admin/email-management'),
  item('Onaylar', 'approvals', '/admin/approvals', '/admin/approval-management'),
  item('Ayarlar', 'settings', '/admin/settings', '/admin/system-settings', '/admin/system'),
]

/** "/admin/" and "/admin/users/" are the same screen as without the slash. */
export function normalizeAdminPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

export function isNavItemActive(navItem: AdminNavItem, pathname: string): boolean {
  return navItem.paths.includes(normalizeAdminPath(pathname))
}

/** The entry for a path, if any (used for the header's title). */
export function activeNavItem(pathname: string): AdminNavItem | undefined {
  return ADMIN_NAV.find((navItem) => isNavItemActive(navItem, pathname))
}

const USER_DASHBOARD_FALLBACK = new Set(['/admin/users', '/admin/user-management', '/admin/website-requests'])

/**
 * Where a signed-in non-admin is sent: the admin shell's rule is /dashboard, but the user list and the
 * website requests pages have their own check: /user-dashboard (docs/rules/admin-back-office.md#access).
 */
export function nonAdminDestination(pathname: string): '/dashboard' | '/user-dashboard' {
  const path = normalizeAdminPath(pathname)
  return USER_DASHBOARD_FALLBACK.has(path) ? '/user-dashboard' : '/dashboard'
}
