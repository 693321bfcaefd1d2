import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { WebsitesPage } from '../../features/admin-websites/websites-page'
import { websitesSearchSchema, type WebsitesSearch } from '../../features/admin-websites/websites-search'

// The list state lives in the URL (search, status, template, page, page size, sort, the open drawer).
export const Route = createFileRoute('/admin/websites')({
  validateSearch: websitesSearchSchema,
  component: WebsitesRoute,
})

function WebsitesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: WebsitesSearch) => void navigate({ search: next }), [navigate])
  return <WebsitesPage search={search} onSearchChange={onSearchChange} />
}
