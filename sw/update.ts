/// <reference lib="webworker" />

// A new version never takes over behind the user's back: the worker installs and then waits (no
// skipWaiting on install) until the page, after the user accepted the "Yenile" toast, posts
// { type: 'SKIP_WAITING' } (src/lib/pwa.ts). On activation it claims open pages: on a first install
// there is no older version, and on an update the user has just asked for it.
export const skipWaitingMessage = 'SKIP_WAITING'

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === skipWaitingMessage
}

export function setUpUpdateFlow(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void sw.skipWaiting()
  })
  sw.addEventListener('activate', (event) => {
    event.waitUntil(sw.clients.claim())
  })
}
