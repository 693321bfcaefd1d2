// The frame of every /admin/* screen: the menu (a column on wide screens, a drawer on small ones), the
// header, and the screen itself. The route's guard has already checked the session; this component
// follows it live (a logout in another tab leaves no user behind).
import { Navigate, Outlet, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useStore } from '../../lib/use-store'
import { sessionState } from '../../lib/session'
import { useMustEnrolTwoFactor } from '../../lib/data/account-security'
import { liveAwaitingEnrolment } from '../../lib/data/live-enrolment'
import { AdminHeader, type AdminHeaderTools } from './admin-header'
import { AdminMobileSidebar } from './admin-mobile-sidebar'
import { nonAdminDestination } from './admin-nav'
import { AdminNoUser } from './admin-shell-states'
import { AdminSidebar } from './admin-sidebar'

export function AdminShell({ headerTools }: { headerTools?: AdminHeaderTools }) {
  const { user } = useStore(sessionState)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  const statusSaysEnrol = useMustEnrolTwoFactor()
  // Known at once when the admin stream is refused until enrolment, before the status's next poll.
  const streamSaysEnrol = useStore(liveAwaitingEnrolment).admin
  const mustEnrol = statusSaysEnrol || streamSaysEnrol

  if (!user) return <AdminNoUser />
  if (user.role !== 'admin') return <Navigate to={nonAdminDestination(pathname)} replace />
  // The system setting requires two-factor of admins: nothing else opens until they enrol
  // (docs/rules/account-security.md#admins-must-enrol).
  if (mustEnrol && pathname !== '/admin/two-factor') return <Navigate to="/admin/two-factor" replace />

  return (
    // The back-office has no site navbar above it: the shell fills the viewport from its top, and the menu
    // column sticks at the top at the viewport's height (docs/rules/ui-shell.md#the-back-office-shell).
    <div className="flex min-h-dvh bg-slate-50 dark:bg-slate-950">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-4 overflow-y-auto border-r border-slate-200 bg-white p-4 lg:flex dark:border-slate-800 dark:bg-slate-900">
        <p className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Yönetim Paneli
        </p>
        <AdminSidebar />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader user={user} onOpenMenu={() => setMenuOpen(true)} tools={headerTools} />
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Outlet />
        </div>
      </div>
      <AdminMobileSidebar user={user} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </div>
  )
}
