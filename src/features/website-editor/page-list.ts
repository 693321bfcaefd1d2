// The Sayfalar tab's list operations: pure, so the order and the defaults are tested without a screen.
import { EDIT_LIMITS, NEW_PAGE, type WebsitePage } from '../../../api/websites/website-edit.shared'

export type PageChange = Partial<Pick<WebsitePage, 'name' | 'url' | 'status'>>

/** A new page ('Yeni Sayfa', '/yeni-sayfa', Taslak) at the end; the list as it was when it is full. */
export function addPage(pages: readonly WebsitePage[], newId: () => string): WebsitePage[] {
  if (pages.length >= EDIT_LIMITS.pages) return [...pages]
  return [...pages, { id: newId(), ...NEW_PAGE }]
}

export function updatePage(pages: readonly WebsitePage[], id: string, change: PageChange): WebsitePage[] {
  return pages.map((page) => (page.id === id ? { ...page, ...change } : page))
}

export function removePage(pages: readonly WebsitePage[], id: string): WebsitePage[] {
  return pages.filter((page) => page.id !== id)
}

/** Moves a page one place up (-1) or down (+1); at either end nothing moves. */
export function movePage(pages: readonly WebsitePage[], id: string, direction: -1 | 1): WebsitePage[] {
  const from = pages.findIndex((page) => page.id === id)
  const to = from + direction
  const moved = [...pages]
  if (from < 0 || to < 0 || to >= pages.length) return moved
  ;[moved[from], moved[to]] = [moved[to] as WebsitePage, moved[from] as WebsitePage]
  return moved
}

export const canAddPage = (pages: readonly WebsitePage[]) => pages.length < EDIT_LIMITS.pages
