/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import type { PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

// The app shell: everything the build emitted (index.html, JS, CSS, icons, manifest) is precached at
// install time, so after one visit the app starts and navigates offline. Navigations to the shell ("/",
// with any query) are answered with the precached index.html; every other path (the API, /health,
// /verify-email.php, /auth/… redirects) stays with the network, where the server decides.
export const appShellUrl = 'index.html'
const shellNavigation = /^\/(?:index\.html)?(?:\?.*)?$/

export function setUpPrecache(entries: Array<PrecacheEntry | string>): void {
  precacheAndRoute(entries)
  // Removes caches left by older Workbox precache formats once this worker activates.
  cleanupOutdatedCaches()
  registerRoute(new NavigationRoute(createHandlerBoundToURL(appShellUrl), { allowlist: [shellNavigation] }))
}
