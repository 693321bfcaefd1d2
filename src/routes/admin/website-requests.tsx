import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { websiteRequestStatusSchema } from '../../../api/schemas/website-request-status'
import { WebsiteRequestsPage } from '../../features/website-requests-desk/website-requests-page'
import type { DeskSearch } from '../../features/website-requests-desk/website-requests-page'

const searchSchema = z.object({
  search: z.string().trim().max(200).optional().catch(undefined),
  status: websiteRequestStatusSchema.optional().catch(undefined),
})

export const Route = createFileRoute('/admin/website-requests')({
  validateSearch: searchSchema,
  component: WebsiteRequestsRoute,
})

function WebsiteRequestsRoute() {
  const { search, status } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onQueryChange = useCallback(
    (next: DeskSearch) =>
      void navigate({
        search: {
          ...(next.search ? { search: next.search } : {}),
          ...(next.status ? { status: next.status } : {}),
        },
        replace: true,
      }),
    [navigate],
  )
  return <WebsiteRequestsPage search={search ?? ''} status={status} onQueryChange={onQueryChange} />
}
