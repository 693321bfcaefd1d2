/// <reference lib="webworker" />
import { PREVIEW_SANDBOX } from '../api/preview/preview-document'
import { isDemoPreviewId } from '../api/preview/preview.shared'
import type { EmulatedApi } from './emulated-api'
import { READ_TIMEOUT_MS } from './network'

// Navigations to the pages the API serves rather than the PWA: the live preview (/preview/{id}) and the
// published sites (/sites/{slug}/…). A preview the offline demo made (id `demo-…`) lives only in the
// worker's IndexedDB, so the emulated API answers it without asking the network. Anything else goes to
// the network, and to the emulation when the network does not answer (its Turkish 404 page, or the
// demo's published site). The answer keeps the API's own headers, the preview's CSP sandbox included.
// Chromium does not let a service worker answer the navigation of an iframe with a `sandbox` attribute
// (no allow-same-origin), so the panel frames a `demo-` preview without one: the answer's CSP sandbox
// isolates it just the same.
// docs/rules/live-preview.md#the-offline-demo, docs/decisions/0011-preview-isolation.md

export interface PageNavigationDeps {
  /** One trip to the network; null when the backend did not answer (see network.ts). */
  network(request: Request, timeoutMs: number | null): Promise<Response | null>
  emulation: EmulatedApi
}

const PREVIEW_PAGE = /^\/preview\/([^/]+)$/
const SITE_PAGE = /^\/sites\/[^/]+(?:\/.*)?$/

/** A path whose navigations this module answers. */
export function isPageNavigationPath(pathname: string): boolean {
  return PREVIEW_PAGE.test(pathname) || SITE_PAGE.test(pathname)
}

const unavailable = () =>
  new Response(
    '<!doctype html><html lang="tr"><title>Bağlantı hatası</title><p>Bağlantı hatası. Lütfen tekrar deneyin.</p></html>',
    {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-store' },
    },
  )

/** The navigation as the emulation takes it: a GET, or a form's POST with its fields (docs/rules/site-forms.md). */
async function emulatedRequest(url: URL, request: Request): Promise<Request> {
  if (request.method !== 'POST') return new Request(url.href, { headers: { Accept: 'text/html' } })
  const headers = { Accept: 'text/html', 'Content-Type': request.headers.get('content-type') ?? '' }
  return new Request(url.href, { method: 'POST', headers, body: await request.arrayBuffer() })
}

async function emulated(url: URL, request: Request, deps: PageNavigationDeps): Promise<Response> {
  try {
    return await deps.emulation.fetch(await emulatedRequest(url, request))
  } catch (error) {
    console.error('[sitekur-sw] emulated page failed', error)
    return unavailable()
  }
}

/**
 * A preview page is only ever shown under its CSP sandbox. A host that answers the path with something
 * else (a static host's index.html for every path) is not the SiteKur API: the emulation answers instead.
 */
const isSandboxed = (response: Response) =>
  response.headers.get('content-security-policy')?.trimStart().startsWith(PREVIEW_SANDBOX) ?? false

export async function answerPageNavigation(request: Request, deps: PageNavigationDeps): Promise<Response> {
  const url = new URL(request.url)
  const previewId = PREVIEW_PAGE.exec(url.pathname)?.[1]
  if (previewId !== undefined && isDemoPreviewId(previewId)) return emulated(url, request, deps)
  // A form's post keeps its body for the emulation: the network attempt reads the original's.
  const spare = request.method === 'POST' ? request.clone() : request
  const answer = await deps.network(request, READ_TIMEOUT_MS)
  if (!answer || (previewId !== undefined && !isSandboxed(answer))) return emulated(url, spare, deps)
  return answer
}

export function setUpPageNavigation(sw: ServiceWorkerGlobalScope, deps: PageNavigationDeps): void {
  sw.addEventListener('fetch', (event) => {
    const { request } = event
    if (request.mode !== 'navigate') return
    const url = new URL(request.url)
    if (url.origin !== sw.location.origin || !isPageNavigationPath(url.pathname)) return
    event.respondWith(answerPageNavigation(request, deps))
  })
}
