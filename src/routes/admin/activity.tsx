import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ActivityPage } from '../../features/admin-activity/activity-page'
import { activitySearchSchema, type ActivitySearch } from '../../features/admin-activity/activity-search'

// The activity log and the audit trail; the tab, search, filters, page and sort live in the URL.
export const Route = createFileRoute('/admin/activity')({
  validateSearch: activitySearchSchema,
  component: ActivityRoute,
})

function ActivityRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: ActivitySearch) => void navigate({ search: next }), [navigate])
  return <ActivityPage search={search} onSearchChange={onSearchChange} />
}
