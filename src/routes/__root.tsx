import { Suspense, lazy } from 'react'
import { Outlet, createRootRoute, lazyRouteComponent } from '@tanstack/react-router'
import { ErrorPage } from '../components/error-page'
import { MaintenancePage } from '../components/maintenance-page'
import { maintenanceState } from '../lib/maintenance'
import { useStore } from '../lib/use-store'

// Offline demo / cached data / pending writes notice (and the availability monitor): loaded lazily.
const AvailabilityBanner = lazy(() =>
  import('../components/availability-banner').then((m) => ({ default: m.AvailabilityBanner })),
)

function RootLayout() {
  const maintenance = useStore(maintenanceState)
  return (
    <>
      <Suspense fallback={null}>
        <AvailabilityBanner />
      </Suspense>
      {/* A customer's call answered "maintenance": every screen gives way to the maintenance page. */}
      {maintenance.active ? <MaintenancePage message={maintenance.message} /> : <Outlet />}
    </>
  )
}

// The page frame, toasts and PWA prompts are not here but in src/app.tsx: they render before the router
// loads (a first visit to "/" shows the prerendered landing page without it).
export const Route = createRootRoute({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found-page'), 'NotFoundPage'),
})
