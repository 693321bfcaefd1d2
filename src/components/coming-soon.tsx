// The placeholder for screens that arrive with later issues: route files mount `ComingSoon` as their
// component, unsplit (`codeSplitGroupings: []`), and the page itself loads lazily. One shared chunk
// costs the first load far less than a chunk (and a preload entry) per route. A real screen drops both.
import { Suspense, lazy } from 'react'

const ComingSoonPage = lazy(() => import('./coming-soon-page').then((m) => ({ default: m.ComingSoonPage })))

export function ComingSoon() {
  return (
    <Suspense fallback={null}>
      <ComingSoonPage />
    </Suspense>
  )
}
