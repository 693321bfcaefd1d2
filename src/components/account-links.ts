// The signed-in user's account menu entries (shared by the account menu and the mobile menu, both lazy).
import type { SessionUser } from '../lib/session'
import type { NavLink } from './nav-items'

/** The account menu of a signed-in user; "Çıkış Yap" is an action, not a link, and is added by the menu. */
export function accountLinksFor(user: SessionUser): NavLink[] {
  const links: NavLink[] = [
    { label: 'Profil', href: '#/dashboard' },
    { label: 'Ayarlar', href: '#/user-dashboard' },
  ]
  if (user.role === 'admin') links.push({ label: 'Admin Panel', href: '#/admin/dashboard' })
  return links
}
