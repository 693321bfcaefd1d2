// The back-office menu (desktop column and mobile drawer share it): every area, the current one marked.
import { Link, useRouterState } from '@tanstack/react-router'
import { AdminIcon } from './admin-icons'
import { ADMIN_NAV, isNavItemActive } from './admin-nav'

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600'
const idleClass =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
const activeClass = 'bg-blue-50 text-blue-800 dark:bg-blue-500/15 dark:text-blue-200'

export function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <nav aria-label="Yönetim menüsü">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map((navItem) => {
          const active = isNavItemActive(navItem, pathname)
          return (
            <li key={navItem.path}>
              <Link
                to={navItem.path}
                aria-current={active ? 'page' : undefined}
                className={`${linkClass} ${active ? activeClass : idleClass}`}
                onClick={onNavigate}
              >
                <AdminIcon name={navItem.icon} />
                {navItem.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
