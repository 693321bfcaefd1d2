import { createFileRoute } from '@tanstack/react-router'
import { AdminShell } from '../../features/admin-shell/admin-shell'
import { AdminShellLoading } from '../../features/admin-shell/admin-shell-states'
import { nonAdminDestination } from '../../features/admin-shell/admin-nav'
import { requireAdmin } from '../../lib/route-guards'
import { AdminLiveTools } from '../../features/live-monitor/admin-live-tools'

// Every /admin/* screen renders inside the admin shell, behind one guard: no session → /login, a
// non-admin → /dashboard (/user-dashboard for users and requests): docs/rules/admin-back-office.md#access.
// An unknown /admin/… path never gets here: the root route shows the 404 page.
export const Route = createFileRoute('/admin')({
  beforeLoad: (context) => requireAdmin(nonAdminDestination(context.location.pathname))(context),
  pendingComponent: AdminShellLoading,
  component: AdminRoute,
})

// The shell's header gets 'Canlı İzleme' and the bell, which also keep the admin's live stream open.
function AdminRoute() {
  return <AdminShell headerTools={AdminLiveTools} />
}
