import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PackagesPage } from '../../features/admin-packages/packages-page'
import { packagesSearchSchema, type PackagesSearch } from '../../features/admin-packages/packages-search'

// The list state lives in the URL (search, status and offer chips, page, page size, sort).
export const Route = createFileRoute('/admin/packages')({
  validateSearch: packagesSearchSchema,
  component: PackagesRoute,
})

function PackagesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: PackagesSearch) => void navigate({ search: next }), [navigate])
  return <PackagesPage search={search} onSearchChange={onSearchChange} />
}
