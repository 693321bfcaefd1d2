import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { EmailsPage } from '../../features/admin-emails/emails-page'
import { emailsSearchSchema, type EmailsSearch } from '../../features/admin-emails/emails-search'

// The tab and the templates list's state live in the URL (tab, search, type chip, page, page size, sort).
export const Route = createFileRoute('/admin/emails')({
  validateSearch: emailsSearchSchema,
  component: EmailsRoute,
})

function EmailsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: EmailsSearch) => void navigate({ search: next }), [navigate])
  return <EmailsPage search={search} onSearchChange={onSearchChange} />
}
