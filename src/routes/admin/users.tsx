import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { UsersPage } from '../../features/admin-users/users-page'
import { usersSearchSchema } from '../../features/admin-users/users-search'
import type { UsersSearch } from '../../features/admin-users/users-search'

// The customers screen's list state lives in the URL (search, status, plan, page, page size, sort).
export const Route = createFileRoute('/admin/users')({
  validateSearch: usersSearchSchema,
  component: UsersRoute,
})

function UsersRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: UsersSearch) => void navigate({ search: next }), [navigate])
  return <UsersPage search={search} onSearchChange={onSearchChange} />
}
