import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { requireSession } from '../lib/route-guards'
import { CustomerDashboardPage } from '../features/customer-dashboard/customer-dashboard-page'
import { customerTabSchema } from '../features/customer-dashboard/dashboard-tabs'
import type { CustomerTab } from '../features/customer-dashboard/dashboard-tabs'

const searchSchema = z.object({
  tab: customerTabSchema.optional().catch(undefined),
  // A card checkout the gateway sent the customer back from (Ödeme shows its outcome).
  checkout: z.string().max(64).optional().catch(undefined),
})

export const Route = createFileRoute('/user-dashboard')({
  beforeLoad: requireSession,
  validateSearch: searchSchema,
  component: UserDashboardRoute,
})

function UserDashboardRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = useCallback(
    (next: CustomerTab) => void navigate({ search: next === 'overview' ? {} : { tab: next } }),
    [navigate],
  )
  return <CustomerDashboardPage tab={tab ?? 'overview'} onTabChange={onTabChange} />
}
