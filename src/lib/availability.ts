// docs/rules/offline-demo-and-sync.md#availability-flag: true after a network answer, false on a
// network failure or any answer the service worker made itself (X-SiteKur-Source: emulated, cache,
// queued). `source` is where the last API answer came from; the availability banner shows it (and the
// writes waiting in the worker's outbox, read from its database: outbox-count.ts). The API client reports every answer
// (noteResponse) and every failed fetch (noteNetworkFailure); a GET /health probe runs on start, on the
// browser's online/offline events and every 30 s while the backend is unavailable.
import { proxy } from 'valtio/vanilla'
import { API_SOURCE_HEADER, apiSourceSchema, type ApiSource } from '../../api/lib/api-source.shared'

export const PROBE_INTERVAL_MS = 30_000
export const PROBE_TIMEOUT_MS = 6_000

export interface Availability {
  backendAvailable: boolean | null
  source: ApiSource | null
}

export const availability = proxy<Availability>({ backendAvailable: null, source: null })

export function sourceOf(response: Response): ApiSource | null {
  const parsed = apiSourceSchema.safeParse(response.headers.get(API_SOURCE_HEADER))
  return parsed.success ? parsed.data : null
}

/** An API answer arrived: its X-SiteKur-Source decides (true only on 'network'). */
export function noteResponse(response: Response): void {
  const source = sourceOf(response)
  availability.source = source
  setAvailable(source === 'network')
}

/** A fetch to the API failed outright (no service worker answered either). */
export function noteNetworkFailure(): void {
  setAvailable(false)
}

let onUnavailable: (() => void) | null = null

function setAvailable(available: boolean) {
  availability.backendAvailable = available
  if (!available) onUnavailable?.()
}

/** GET /health; only the availability flag changes (a probe says nothing about the data shown). */
export async function probeBackend(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS)
  let available: boolean
  try {
    const response = await fetchImpl('/health', { cache: 'no-store', signal: controller.signal })
    // Read the (small) body: an unread one keeps the request open, and the page never looks idle.
    await response.arrayBuffer()
    available = sourceOf(response) === 'network' && response.ok
  } catch {
    available = false
  } finally {
    clearTimeout(timer)
  }
  availability.backendAvailable = available
  // Back online: cached or queued data is no longer what the page works with.
  if (available && (availability.source === 'cache' || availability.source === 'queued')) {
    availability.source = 'network'
  }
  return available
}

let stopMonitor: (() => void) | null = null

/** Probes now, on online/offline and every 30 s while unavailable. Idempotent; returns a stop. */
export function startAvailabilityMonitor(win: Window = window, fetchImpl: typeof fetch = fetch): () => void {
  if (stopMonitor) return stopMonitor
  let timer: ReturnType<typeof setInterval> | null = null
  const probe = () => {
    void probeBackend(fetchImpl).then((available) => (available ? stopRetrying() : retry()))
  }
  const retry = () => {
    timer ??= setInterval(probe, PROBE_INTERVAL_MS)
  }
  const stopRetrying = () => {
    if (timer !== null) clearInterval(timer)
    timer = null
  }
  const onOffline = () => {
    setAvailable(false)
    probe()
  }
  onUnavailable = retry
  win.addEventListener('online', probe)
  win.addEventListener('offline', onOffline)
  probe()
  stopMonitor = () => {
    stopRetrying()
    onUnavailable = null
    win.removeEventListener('online', probe)
    win.removeEventListener('offline', onOffline)
    stopMonitor = null
  }
  return stopMonitor
}
