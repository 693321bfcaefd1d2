// What the İçerik tab's fields need from the site beyond their own section: the site's pages as link
// targets ('/hakkimizda', …) and the way to the other tabs.
import { createContext, useContext } from 'react'

export interface PageLink {
  href: string
  label: string
}

export interface ContentEnv {
  pageLinks: readonly PageLink[]
  /** Opens another tab of the edit screen (the pages, the contact details). */
  openTab: (tab: 'pages' | 'contact') => void
  /** The team edits this website: images are the owner's; null for the customer's own editor. */
  teamWebsiteId: string | null
}

export const ContentEnvContext = createContext<ContentEnv>({
  pageLinks: [],
  openTab: () => undefined,
  teamWebsiteId: null,
})

export const useContentEnv = () => useContext(ContentEnvContext)
