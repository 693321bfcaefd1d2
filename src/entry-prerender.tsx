// Build time only (scripts/prerender.mjs): the page frame around the landing page, as HTML for
// index.html. In the browser, src/app.tsx renders the same tree for "/" (with the landing page taken
// over as markup), so the swap from static HTML to React changes nothing on screen.
import { renderToString } from 'react-dom/server'
import { AppFrame } from './components/app-frame'
import { LandingPage } from './features/landing/landing-page'

export function renderLandingHtml(): string {
  return renderToString(
    <AppFrame>
      <LandingPage />
    </AppFrame>,
  )
}
