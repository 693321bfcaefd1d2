import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { deskSearchSchema } from '../../features/support-desk/desk-search'
import type { DeskSearch } from '../../features/support-desk/desk-search'
import { SupportDeskPage } from '../../features/support-desk/support-desk-page'

// The support desk's list state lives in the URL (search, filters, page, page size, sort).
export const Route = createFileRoute('/admin/support-tickets')({
  validateSearch: deskSearchSchema,
  component: SupportTicketsRoute,
})

function SupportTicketsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: DeskSearch) => void navigate({ search: next }), [navigate])
  return <SupportDeskPage search={search} onSearchChange={onSearchChange} />
}
