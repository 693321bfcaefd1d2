import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { capturePrerenderedLanding, prerenderedLandingMarkup } from './lib/prerendered-landing'
import { captureInstallOffer } from './lib/pwa'
import { startSessionSync } from './lib/session'
import { startThemeSync } from './lib/theme'
import { isLandingHash, showScreens, showScreensOnNavigation } from './routing'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

// The first render is a transition: React renders it in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Total Blocking Time).
const render = () => {
  const root = createRoot(container)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}

// Take over the prerendered landing page before React replaces it with an identical one.
capturePrerenderedLanding(document)
// Before anything slow: the browser's install offer comes once, and the install button's chunk comes later.
captureInstallOffer()
startThemeSync()
startSessionSync()
if (prerenderedLandingMarkup() !== null && isLandingHash(window.location.hash)) {
  render()
  showScreensOnNavigation()
} else {
  void showScreens().then(render)
}
