import { createFileRoute } from '@tanstack/react-router'
import { lazy, useCallback } from 'react'
import { z } from 'zod'
import { requireSession } from '../lib/route-guards'
import { WebsiteManagementPage } from '../features/website-management/website-management-page'

// The live preview panel loads with the first 'Önizle'.
const LivePreviewPanel = lazy(() =>
  import('../features/live-preview/live-preview-panel').then((m) => ({ default: m.LivePreviewPanel })),
)

const searchSchema = z.object({ preview: z.string().min(1).max(64).optional().catch(undefined) })

export const Route = createFileRoute('/website-management')({
  beforeLoad: requireSession,
  validateSearch: searchSchema,
  component: WebsiteManagementRoute,
})

function WebsiteManagementRoute() {
  const { preview } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onPreviewChange = useCallback(
    (websiteId: string | undefined) => void navigate({ search: websiteId ? { preview: websiteId } : {} }),
    [navigate],
  )
  return (
    <WebsiteManagementPage
      previewId={preview}
      onPreviewChange={onPreviewChange}
      PreviewPanel={LivePreviewPanel}
    />
  )
}
