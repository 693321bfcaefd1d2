import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ApprovalsPage } from '../../features/admin-approvals/approvals-page'
import { approvalsSearchSchema, type ApprovalsSearch } from '../../features/admin-approvals/approvals-search'

// The list state lives in the URL (search, status, type, page, page size, sort, the open request).
export const Route = createFileRoute('/admin/approvals')({
  validateSearch: approvalsSearchSchema,
  component: ApprovalsRoute,
})

function ApprovalsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: ApprovalsSearch) => void navigate({ search: next }), [navigate])
  return <ApprovalsPage search={search} onSearchChange={onSearchChange} />
}
