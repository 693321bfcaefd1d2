// The app's root: the page frame (navigation bar, footer), toasts and PWA prompts around either the
// router's screens or, on a first visit to "/", the prerendered landing page (see routing.ts). The frame
// lives outside the router so it stays mounted when the router takes over; it links with plain #/ hrefs.
import { Suspense, lazy } from 'react'
import { AppFrame } from './components/app-frame'
import { LandingScreen } from './features/landing/landing-screen'
import { AppToaster } from './lib/toast'
import { useRoutedScreens, useScreenPath } from './routing'

const PwaPrompts = lazy(() => import('./components/pwa-prompts').then((m) => ({ default: m.PwaPrompts })))

export function App() {
  const RoutedScreens = useRoutedScreens()
  const backOffice = useScreenPath().startsWith('/admin')
  return (
    <>
      <AppFrame chrome={!(RoutedScreens && backOffice)}>
        {RoutedScreens ? <RoutedScreens /> : <LandingScreen />}
      </AppFrame>
      <AppToaster />
      <Suspense fallback={null}>
        <PwaPrompts />
      </Suspense>
    </>
  )
}
