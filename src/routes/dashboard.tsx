import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../lib/route-guards'
import { SimpleDashboardPage } from '../features/simple-dashboard/simple-dashboard-page'

export const Route = createFileRoute('/dashboard')({
  beforeLoad: requireSession,
  component: SimpleDashboardPage,
})
