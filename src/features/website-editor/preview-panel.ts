// The live preview panel the edit screen opens with 'Önizle'. The panel is its own feature; the route
// hands it in (features do not import each other), and it loads only when first opened.
import type { ComponentType } from 'react'
import type { z } from 'zod'
import type { previewSourceSchema } from '../../../api/preview/preview.shared'

type PreviewSourceInput = z.input<typeof previewSourceSchema>

export interface WebsitePreviewProps {
  source: Extract<PreviewSourceInput, { kind: 'website' }>
  websiteId: string | null
  onClose?: () => void
  /** A link between the site's pages was clicked in the preview ('' home, 'hakkimizda', 'blog/ilk-yazi'). */
  onNavigate?: (page: string) => void
}

export type WebsitePreviewPanel = ComponentType<WebsitePreviewProps>
