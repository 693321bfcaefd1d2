import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { WebsiteEditScreen } from '../../../features/website-editor/components/website-edit-screen'
import type { EditTab } from '../../../features/website-editor/edit-form'
import { editSearchSchema, editTabSearch } from '../../../features/website-editor/edit-route'

// The live preview panel loads with the first 'Önizle'.
const LazyLivePreviewPanel = lazy(() =>
  import('../../../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

// /admin/website-editor/$id: the team edits any customer's website with the customer's own edit screen
// (docs/rules/websites.md#the-team-edits-a-site). Behind the /admin guard; a save goes back to the list.
export const Route = createFileRoute('/admin/website-editor/$id')({
  validateSearch: editSearchSchema,
  component: AdminEditWebsiteRoute,
})

function AdminEditWebsiteRoute() {
  const { id } = Route.useParams()
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onTabChange = useCallback(
    (next: EditTab) => void navigate({ search: editTabSearch(next) }),
    [navigate],
  )
  return (
    <WebsiteEditScreen
      websiteId={id}
      tab={tab ?? 'basic'}
      onTabChange={onTabChange}
      PreviewPanel={LazyLivePreviewPanel}
      source="team"
    />
  )
}
