// One live stream of the API (GET /api/admin/stream or /api/me/stream) read over fetch: EventSource
// cannot send the Authorization header, fetch can (docs/rules/live-updates.md#the-client). Reconnects
// with backoff (the server's `retry:` hint after a clean end, doubling delays after failures), and
// gives up only when the server refuses the session (401/403) or the caller closes it. What a refusal
// means (sign out, or wait for two-factor enrolment) is the caller's to decide (src/lib/data/live.ts).
import type { LiveEvent } from '../../api/live/live-event.shared'
import { createSseParser } from './live-stream-parser'

export type LiveStreamState = 'connecting' | 'open' | 'down' | 'closed'

export const FIRST_RETRY_MS = 1_000
export const MAX_RETRY_MS = 30_000
/** Two missed heartbeats (the server sends one every 20 s): the connection is dead, reconnect. */
export const SILENCE_LIMIT_MS = 45_000

export interface LiveStreamRefusal {
  status: 401 | 403
  /** The answer's `data.code` when it names one (the admin guard's 'two_factor_required'). */
  code: string | null
}

export interface LiveStreamOptions {
  path: string
  /** The access token to send, refreshed first; null ends the stream (nobody is signed in). */
  token: () => Promise<string | null>
  onEvent: (event: LiveEvent) => void
  onState: (state: LiveStreamState) => void
  /** The server refused the session (401) or the access (403): this connection stops for good. */
  onRefused: (refusal: LiveStreamRefusal) => void
  fetchImpl?: typeof fetch
  firstRetryMs?: number
  silenceLimitMs?: number
}

export interface LiveStreamConnection {
  close(): void
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })

/** The refusal's `data.code`, if its body is the API's error answer and names one. */
async function refusalCode(response: Response): Promise<string | null> {
  const body: unknown = await response.json().catch(() => null)
  if (typeof body !== 'object' || body === null || !('data' in body)) return null
  const data = body.data
  if (typeof data !== 'object' || data === null || !('code' in data)) return null
  return typeof data.code === 'string' ? data.code : null
}

export function connectLiveStream(options: LiveStreamOptions): LiveStreamConnection {
  const stopped = new AbortController()
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const firstRetry = options.firstRetryMs ?? FIRST_RETRY_MS
  let failures = 0
  let hint: number | null = null

  /** Reads one connection to its end; true when it was open (the next wait is the server's hint). */
  async function readOnce(token: string): Promise<boolean> {
    const attempt = new AbortController()
    const abort = () => attempt.abort()
    stopped.signal.addEventListener('abort', abort, { once: true })
    let silence: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(silence)
      silence = setTimeout(abort, options.silenceLimitMs ?? SILENCE_LIMIT_MS)
    }
    try {
      const response = await fetchImpl(options.path, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: attempt.signal,
      })
      const { status } = response
      if (status === 401 || status === 403) {
        const refusal: LiveStreamRefusal = {
          status,
          code: await refusalCode(response),
        }
        stopped.abort()
        options.onRefused(refusal)
        return false
      }
      const type = response.headers.get('content-type') ?? ''
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) return false
      options.onState('open')
      failures = 0
      const parser = createSseParser((frame) => {
        if (frame.retry !== null) hint = frame.retry
        if (frame.event !== 'change') return
        try {
          options.onEvent(JSON.parse(frame.data) as LiveEvent)
        } catch {
          // A frame we cannot read is skipped; polling covers what it meant.
        }
      })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      watch()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        watch()
        parser.push(value)
      }
      return true
    } catch {
      return false
    } finally {
      clearTimeout(silence)
      stopped.signal.removeEventListener('abort', abort)
    }
  }

  async function run() {
    while (!stopped.signal.aborted) {
      options.onState('connecting')
      const token = await options.token().catch(() => null)
      if (stopped.signal.aborted) break
      if (!token) break
      const wasOpen = await readOnce(token)
      if (stopped.signal.aborted) break
      options.onState('down')
      const backoff = Math.min(firstRetry * 2 ** failures, MAX_RETRY_MS)
      failures = wasOpen ? 0 : failures + 1
      const wait = wasOpen ? (hint ?? firstRetry) : backoff
      // A little jitter, so that a restarted server is not met by every client at the same moment.
      await sleep(wait * (0.8 + Math.random() * 0.4), stopped.signal)
    }
    options.onState('closed')
  }

  void run()
  return { close: () => stopped.abort() }
}
