// The İçerik tab's UI state, kept by the edit screen beside the form (never saved, never in the draft):
// the page being edited and the section that last had focus; and what the live preview makes of it.
import type { WebsitePage } from '../../../../api/websites/website-edit.shared'
import { previewPageOf } from './section-list'

export interface ContentView {
  /** The page whose sections are shown (null: the first page). */
  pageId: string | null
  /** The section that last got focus (the preview scrolls to it). */
  focusSection: string | null
}

export const NO_CONTENT_VIEW: ContentView = { pageId: null, focusSection: null }

/**
 * The website preview source's `page` and `focus` (api/preview/preview.shared.ts) while İçerik is open:
 * the page's address without its slash ('' the home page) and the focused section's id.
 */
export interface ContentPreviewTarget {
  page?: string
  focus?: string
}

/** The page İçerik shows: the one chosen, else the first. */
export function contentPage(pages: readonly WebsitePage[], view: ContentView): WebsitePage | undefined {
  return pages.find((page) => page.id === view.pageId) ?? pages[0]
}

export function contentPreviewTarget(pages: readonly WebsitePage[], view: ContentView): ContentPreviewTarget {
  const page = contentPage(pages, view)
  if (!page) return {}
  const focus = page.sections?.some((section) => section.id === view.focusSection)
    ? (view.focusSection ?? undefined)
    : undefined
  return focus ? { page: previewPageOf(page.url), focus } : { page: previewPageOf(page.url) }
}

/**
 * Where a click in the preview leads: İçerik's view on the page the path names (a post's path names its
 * blog page), and the path the preview shows outside İçerik. An unknown path changes nothing.
 */
export function navigatedView(
  pages: readonly WebsitePage[],
  path: string,
): { view: ContentView; page: string } | null {
  const pagePath = path.split('/')[0] ?? ''
  const target = pages.find((page) => previewPageOf(page.url) === pagePath)
  return target ? { view: { pageId: target.id, focusSection: null }, page: path } : null
}
