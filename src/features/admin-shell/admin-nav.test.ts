import { describe, expect, it } from 'vitest'
import { ADMIN_NAV, activeNavItem, nonAdminDestination } from './admin-nav'
import { initialOf } from './admin-identity'

// Every admin route of docs/rules/admin-back-office.md#admin-routes.
const SPEC_ADMIN_ROUTES = [
  '/admin',
  '/admin/dashboard',
  '/admin/panel',
  '/admin/users',
  '/admin/user-management',
  '/admin/website-requests',
  '/admin/analytics',
  '/admin/activity',
  '/admin/activity-log',
  '/admin/approval-management',
  '/admin/billing',
  '/admin/billing-management',
  '/admin/email-management',
  '/admin/emails',
  '/admin/notification-management',
  '/admin/notifications',
  '/admin/package-management',
  '/admin/packages',
  '/admin/system-settings',
  '/admin/settings',
  '/admin/system',
  '/admin/support-tickets',
  '/admin/websites',
  '/admin/approvals',
]

describe('admin menu', () => {
  it('lists the thirteen back-office areas in order', () => {
    expect(ADMIN_NAV.map((item) => item.label)).toEqual([
      'Dashboard',
      'Kullanıcılar',
      'Website Talepleri',
      'Destek Talepleri',
      'Paketler',
      'Web Siteleri',
      'Faturalama',
      'Analitik',
      'Aktivite',
      'Bildirimler',
      'E-postalar',
      'Onaylar',
      'Ayarlar',
    ])
  })

  it('marks exactly one entry for every documented admin route', () => {
    for (const route of SPEC_ADMIN_ROUTES) {
      const matching = ADMIN_NAV.filter((item) => item.paths.includes(route))
      expect(matching, route).toHaveLength(1)
    }
    const all = ADMIN_NAV.flatMap((item) => item.paths)
    expect(new Set(all).size).toBe(all.length)
    expect([...all].sort()).toEqual([...SPEC_ADMIN_ROUTES].sort())
  })

  it('counts /admin (with or without a slash) as the dashboard', () => {
    expect(activeNavItem('/admin')?.label).toBe('Dashboard')
    expect(activeNavItem('/admin/')?.label).toBe('Dashboard')
    expect(activeNavItem('/admin/panel')?.label).toBe('Dashboard')
    expect(activeNavItem('/admin/dashboard')?.label).toBe('Dashboard')
    expect(activeNavItem('/admin/system')?.label).toBe('Ayarlar')
    expect(activeNavItem('/admin/user-management')?.label).toBe('Kullanıcılar')
    expect(activeNavItem('/admin/olmayan')).toBeUndefined()
  })

  it('sends a non-admin to /user-dashboard from the user and request pages, else to /dashboard', () => {
    expect(nonAdminDestination('/admin/website-requests')).toBe('/user-dashboard')
    expect(nonAdminDestination('/admin/users/')).toBe('/user-dashboard')
    expect(nonAdminDestination('/admin')).toBe('/dashboard')
    expect(nonAdminDestination('/admin/billing')).toBe('/dashboard')
  })
})

describe('avatar initial', () => {
  it('is the first letter of the name, upper-cased the Turkish way', () => {
    expect(initialOf('ismail Kaya', 'x@y.z')).toBe('İ')
    expect(initialOf('  ', 'ayse@example.com')).toBe('A')
    expect(initialOf('', '')).toBe('?')
  })
})
