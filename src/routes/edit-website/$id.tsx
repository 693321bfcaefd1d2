import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { z } from 'zod'
import { requireSession } from '../../lib/route-guards'
import { WebsiteEditScreen } from '../../features/website-editor/components/website-edit-screen'
import { EDIT_TABS } from '../../features/website-editor/edit-form'
import type { EditTab } from '../../features/website-editor/edit-form'

// The live preview panel loads with the first 'Önizle'.
const LivePreviewPanel = lazy(() =>
  import('../../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

const searchSchema = z.object({ tab: z.enum(EDIT_TABS).optional().catch(undefined) })

export const Route = createFileRoute('/edit-website/$id')({
  beforeLoad: requireSession,
  validateSearch: searchSchema,
  component: EditWebsiteRoute,
})

function EditWebsiteRoute() {
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
    />
  )
}
