import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { BillingPage } from '../../features/admin-billing/billing-page'
import { billingSearchSchema, type BillingSearch } from '../../features/admin-billing/billing-search'

// The list state lives in the URL (search, status, page, page size, sort, the open drawer).
export const Route = createFileRoute('/admin/billing')({
  validateSearch: billingSearchSchema,
  component: BillingRoute,
})

function BillingRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: BillingSearch) => void navigate({ search: next }), [navigate])
  return <BillingPage search={search} onSearchChange={onSearchChange} />
}
