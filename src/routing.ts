// When the router comes in. On a first visit to "/" the prerendered landing page is complete on its
// own (its toggles and questions are plain HTML), so the router and the other screens load only on the
// first sign of navigation: a pointer or focus on an in-app link preloads them, and the first hash
// change shows them. Any other start (a deep link, the dev server) loads them before the first render.
import { useSyncExternalStore } from 'react'
import type { ComponentType } from 'react'
import type { RoutedScreens, router } from './router'

let screens: ComponentType | null = null
let routerModule: Promise<{ router: typeof router; RoutedScreens: typeof RoutedScreens }> | null = null
const listeners = new Set<() => void>()

/** "", "#", "#/" and "#/?…" are the landing page; index.html's inline script uses the same rule. */
export function isLandingHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?')
}

function loadRouter() {
  routerModule ??= import('./router')
  return routerModule
}

/** Loads the router and shows its screens in place of the prerendered landing page. */
export async function showScreens(): Promise<void> {
  const { router, RoutedScreens } = await loadRouter()
  // Hash history navigates with pushState (no hashchange): follow the router for useScreenPath.
  router.subscribe('onResolved', notifyPath)
  // Resolve the route of the current location (its code included) first, so the swap renders in one go.
  // Also after a preload: a router created before the navigation has not followed it yet.
  await router.load()
  if (screens) return
  screens = RoutedScreens
  listeners.forEach((listener) => listener())
}

export function useRoutedScreens(): ComponentType | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => screens,
    () => null,
  )
}

/** For a start on the prerendered landing page: preload on intent, switch on the first navigation. */
export function showScreensOnNavigation(win: Window = window): void {
  const isAppLink = (target: EventTarget | null) =>
    target instanceof Element && target.closest('a[href^="#/"]') !== null
  const preload = (event: Event) => {
    if (isAppLink(event.target)) void loadRouter().catch(() => undefined)
  }
  const intents = ['pointerover', 'focusin', 'touchstart'] as const
  const stop = () => {
    intents.forEach((type) => win.removeEventListener(type, preload, true))
    win.removeEventListener('hashchange', onNavigate)
  }
  const onNavigate = () => {
    if (isLandingHash(win.location.hash)) return
    stop()
    void showScreens().then(() => win.scrollTo(0, 0))
  }
  intents.forEach((type) => win.addEventListener(type, preload, { capture: true, passive: true }))
  win.addEventListener('hashchange', onNavigate)
}

const pathListeners = new Set<() => void>()
const notifyPath = () => pathListeners.forEach((listener) => listener())

/** The app path of the current hash ("/admin/users" for "#/admin/users?x=1"); "/" before any hash. */
export function screenPathOf(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/'
}

/** The current screen's path, following hash changes and the router's navigations. */
export function useScreenPath(): string {
  return useSyncExternalStore(
    (listener) => {
      pathListeners.add(listener)
      window.addEventListener('hashchange', listener)
      window.addEventListener('popstate', listener)
      return () => {
        pathListeners.delete(listener)
        window.removeEventListener('hashchange', listener)
        window.removeEventListener('popstate', listener)
      }
    },
    () => screenPathOf(window.location.hash),
    () => '/',
  )
}
