import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { deskSearchSchema } from '../../features/website-requests-desk/desk-search'
import type { DeskSearch } from '../../features/website-requests-desk/desk-search'
import { WebsiteRequestsPage } from '../../features/website-requests-desk/website-requests-page'

// The desk's list state lives in the URL (search, status, page, page size, sort): a view is a link.
export const Route = createFileRoute('/admin/website-requests')({
  validateSearch: deskSearchSchema,
  component: WebsiteRequestsRoute,
})

function WebsiteRequestsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: DeskSearch) => void navigate({ search: next }), [navigate])
  return <WebsiteRequestsPage search={search} onSearchChange={onSearchChange} />
}
