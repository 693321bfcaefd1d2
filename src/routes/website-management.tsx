import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { z } from 'zod'
import { requireSession } from '../lib/route-guards'
import { WebsiteManagementPage } from '../features/website-management/website-management-page'

// The live preview panel loads with the first 'Önizle'.
const LivePreviewPanel = lazy(() =>
  import('../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

const websiteIdSchema = z.string().min(1).max(64).optional().catch(undefined)
const searchSchema = z.object({ preview: websiteIdSchema, stats: websiteIdSchema })

export const Route = createFileRoute('/website-management')({
  beforeLoad: requireSession,
  validateSearch: searchSchema,
  component: WebsiteManagementRoute,
})

function WebsiteManagementRoute() {
  const { preview, stats } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPreviewChange = useCallback(
    (websiteId: string | undefined) => void navigate({ search: (prev) => ({ ...prev, preview: websiteId }) }),
    [navigate],
  )
  const onStatsChange = useCallback(
    (websiteId: string | undefined) => void navigate({ search: (prev) => ({ ...prev, stats: websiteId }) }),
    [navigate],
  )
  return (
    <WebsiteManagementPage
      previewId={preview}
      onPreviewChange={onPreviewChange}
      statsId={stats}
      onStatsChange={onStatsChange}
      PreviewPanel={LivePreviewPanel}
    />
  )
}
