import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { z } from 'zod'
import { WebsiteEditScreen } from '../../../features/website-editor/components/website-edit-screen'
import { EDIT_TABS } from '../../../features/website-editor/edit-form'
import type { EditTab } from '../../../features/website-editor/edit-form'

// /admin/website-editor/$id: the team edits any customer's website with the customer's own edit screen
// (docs/rules/websites.md#the-team-edits-a-site). Behind the /admin guard; a save goes back to the list.

// The live preview panel loads with the first 'Önizle'.
const LivePreviewPanel = lazy(() =>
  import('../../../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

const searchSchema = z.object({ tab: z.enum(EDIT_TABS).optional().catch(undefined) })

export const Route = createFileRoute('/admin/website-editor/$id')({
  validateSearch: searchSchema,
  component: AdminEditWebsiteRoute,
})

function AdminEditWebsiteRoute() {
  const { id } = Route.useParams()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = useCallback(
    (next: EditTab) => void navigate({ search: next === 'basic' ? {} : { tab: next } }),
    [navigate],
  )
  return (
    <WebsiteEditScreen
      websiteId={id}
      tab={tab ?? 'basic'}
      onTabChange={onTabChange}
      PreviewPanel={LivePreviewPanel}
      source="team"
    />
  )
}
