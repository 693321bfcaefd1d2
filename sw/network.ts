import { API_SOURCE_HEADER, type ApiSource } from '../api/lib/api-source.shared'

// One trip to the network for an API request. `null` means the backend did not answer: the fetch
// failed (offline, DNS, refused: a TypeError), took longer than the timeout, or what answered is not
// the SiteKur API — a static host's 404 or a proxy's 502/503/504 without X-SiteKur-Source.

/** Probes like /health give up after this long; other reads after READ_TIMEOUT_MS; writes never. */
export const PROBE_TIMEOUT_MS = 4_000
export const READ_TIMEOUT_MS = 15_000

const NOT_THE_BACKEND = new Set([404, 502, 503, 504])

export function isBackendResponse(response: Response): boolean {
  return response.headers.has(API_SOURCE_HEADER) || !NOT_THE_BACKEND.has(response.status)
}

export async function fetchFromNetwork(
  request: Request,
  timeoutMs: number | null,
  fetchImpl: typeof fetch = fetch,
): Promise<Response | null> {
  const controller = new AbortController()
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetchImpl(new Request(request, { signal: controller.signal }))
    return isBackendResponse(response) ? response : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** The same answer with X-SiteKur-Source set (kept when the server already sent one, unless forced). */
export function withSource(response: Response, source: ApiSource, force = false): Response {
  if (!force && response.headers.get(API_SOURCE_HEADER) === source) return response
  if (!force && response.headers.has(API_SOURCE_HEADER)) return response
  const headers = new Headers(response.headers)
  headers.set(API_SOURCE_HEADER, source)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** A JSON answer made by the worker itself. */
export function jsonAnswer(
  status: number,
  body: unknown,
  source: ApiSource,
  extraHeaders: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': 'no-store',
      [API_SOURCE_HEADER]: source,
      ...extraHeaders,
    },
  })
}
