// The page frame around every screen: skip link, navigation bar, main content, footer.
// scripts/prerender.mjs renders the same frame around the landing page at build time.
import type { ReactNode } from 'react'
import { SiteFooter } from './site-footer'
import { SiteNavbar } from './site-navbar'

/** `chrome={false}` drops the site's navbar and footer: the back-office brings its own shell. */
export function AppFrame({ children, chrome = true }: { children: ReactNode; chrome?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={(event) => {
          // A plain #main would be read as a route by the hash router.
          event.preventDefault()
          document.getElementById('main')?.focus()
        }}
        className="sr-only z-50 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        İçeriğe geç
      </a>
      {chrome && <SiteNavbar />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {chrome && <SiteFooter />}
    </div>
  )
}
