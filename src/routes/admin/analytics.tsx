import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AnalyticsPage } from '../../features/admin-analytics/analytics-page'
import { analyticsSearchSchema, type AnalyticsSearch } from '../../features/admin-analytics/analytics-range'

// The analytics screen; its date range lives in the URL (?from&to). Its charts load with this route only.
export const Route = createFileRoute('/admin/analytics')({
  validateSearch: analyticsSearchSchema,
  component: AnalyticsRoute,
})

function AnalyticsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: AnalyticsSearch) => void navigate({ search: next }), [navigate])
  return <AnalyticsPage search={search} onSearchChange={onSearchChange} />
}
