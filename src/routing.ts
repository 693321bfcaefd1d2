// When the router comes in. On a first visit to "/" the prerendered landing page is complete on its
// own (its toggles and questions are plain HTML), so the router and the other screens load only on the
// first sign of navigation: a pointer or focus on an in-app link preloads them, and the first hash
// change shows them. Any other start (a deep link, the dev server) loads them before the first render.
import { useSyncExternalStore } from 'react'
import type { ComponentType } from 'react'

let screens: ComponentType | null = null
let loading: Promise<ComponentType> | null = null
const listeners = new Set<() => void>()

/** "", "#", "#/" and "#/?…" are the landing page; index.html's inline script uses the same rule. */
export function isLandingHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?')
}

function loadScreens(): Promise<ComponentType> {
  loading ??= import('./router').then(async ({ router, RoutedScreens }) => {
    // Resolve the current route (its code included) first, so the swap renders in one go.
    await router.load()
    return RoutedScreens
  })
  return loading
}

/** Loads the router and shows its screens in place of the prerendered landing page. */
export async function showScreens(): Promise<void> {
  const loaded = await loadScreens()
  if (screens) return
  screens = loaded
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
    if (isAppLink(event.target)) void loadScreens().catch(() => undefined)
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
