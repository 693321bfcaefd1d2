import { createFileRoute } from '@tanstack/react-router'
import { requireSession } from '../lib/route-guards'
import { LivePreviewPanel } from '../features/live-preview/live-preview-panel'
import { WebsiteBuilder } from '../features/website-builder/components/website-builder'

// The builder and the live preview are two features; the route puts them together.
function WebsiteBuilderPage() {
  return <WebsiteBuilder renderPreview={(source) => <LivePreviewPanel source={source} websiteId={null} />} />
}

export const Route = createFileRoute('/website-builder')({
  beforeLoad: requireSession,
  component: WebsiteBuilderPage,
})
