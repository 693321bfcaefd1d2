import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { requireSession } from '../../lib/route-guards'
import { WebsiteEditScreen } from '../../features/website-editor/components/website-edit-screen'
import type { EditTab } from '../../features/website-editor/edit-form'
import { editSearchSchema, editTabSearch } from '../../features/website-editor/edit-route'

// The live preview panel loads with the first 'Önizle'.
const LazyLivePreviewPanel = lazy(() =>
  import('../../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

// /edit-website/$id: the customer edits their own website.
export const Route = createFileRoute('/edit-website/$id')({
  beforeLoad: requireSession,
  validateSearch: editSearchSchema,
  component: EditWebsiteRoute,
})

function EditWebsiteRoute() {
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
    />
  )
}
