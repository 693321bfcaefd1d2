// The landing screen (mounted by app.tsx before the router loads and by the "/" route after): the
// prerendered markup captured at boot when there is one (no landing code on the first load), otherwise
// the landing page's components, loaded on demand.
import { Suspense, lazy, useEffect } from 'react'
import { PRERENDERED_ATTRIBUTE, prerenderedLandingMarkup } from '../../lib/prerendered-landing'

export const LANDING_TITLE = 'SiteKur — 24 saatte yayında, yönetilen web siteleri'

const LandingPage = lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage })))

export function LandingScreen() {
  const markup = prerenderedLandingMarkup()
  useEffect(() => {
    document.title = LANDING_TITLE
  }, [])
  if (markup !== null) {
    return <div {...{ [PRERENDERED_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: markup }} />
  }
  return (
    <Suspense fallback={<div className="min-h-screen" />}>
      <LandingPage />
    </Suspense>
  )
}
