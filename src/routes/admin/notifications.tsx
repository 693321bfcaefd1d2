import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { NotificationsPage } from '../../features/admin-notifications/notifications-page'
import {
  notificationsSearchSchema,
  type NotificationsSearch,
} from '../../features/admin-notifications/notifications-search'

// The list state lives in the URL (search, type, status and target chips, page, page size, sort).
export const Route = createFileRoute('/admin/notifications')({
  validateSearch: notificationsSearchSchema,
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback(
    (next: NotificationsSearch) => void navigate({ search: next }),
    [navigate],
  )
  return <NotificationsPage search={search} onSearchChange={onSearchChange} />
}
