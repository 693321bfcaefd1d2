// What the navigation bar offers, derived from the session; the desktop bar and the mobile menu share it.
import type { SessionUser } from '../lib/session'

export interface NavLink {
  label: string
  href: string
  /** The call to action, drawn as a filled button. */
  primary?: boolean
}

export function navLinksFor(user: SessionUser | null): NavLink[] {
  if (!user) {
    return [
      { label: 'Giriş Yap', href: '#/login' },
      { label: 'Başlayın', href: '#/register', primary: true },
    ]
  }
  const links: NavLink[] = [{ label: 'Panel', href: '#/user-dashboard' }]
  if (user.role === 'admin') links.push({ label: 'Yönetim', href: '#/admin' })
  return links
}

export const navLinkClass = 'inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold'

export function navLinkTone(link: NavLink): string {
  return link.primary
    ? 'bg-blue-700 text-white hover:bg-blue-800 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
}
