import { Outlet, createRootRoute, lazyRouteComponent } from '@tanstack/react-router'
import { ErrorPage } from '../components/error-page'

// The page frame, toasts and PWA prompts are not here but in src/app.tsx: they render before the router
// loads (a first visit to "/" shows the prerendered landing page without it).
export const Route = createRootRoute({
  component: Outlet,
  errorComponent: ErrorPage,
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found-page'), 'NotFoundPage'),
})
