import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../lib/route-guards'
import { MinimalDashboardPage } from '../features/minimal-dashboard/minimal-dashboard-page'

export const Route = createFileRoute('/user-dashboard-new')({
  beforeLoad: requireSession,
  component: MinimalDashboardPage,
})
