import { useEffect } from 'react'

/** Sets the tab title for a screen ("… — SiteKur"), which screen readers announce on navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — SiteKur`
  }, [title])
}
