// The router and every screen behind it. Loaded on demand by routing.ts: a first visit to "/" shows the
// prerendered landing page without it.
import './lib/zod-config'
import { RouterProvider, createHashHistory, createRouter, lazyRouteComponent } from '@tanstack/react-router'
import { ErrorPage } from './components/error-page'
import { routeTree } from './route-tree.gen'

export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: lazyRouteComponent(() => import('./components/not-found-page'), 'NotFoundPage'),
  scrollRestoration: true,
})

export function RoutedScreens() {
  return <RouterProvider router={router} />
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
