import { refusalMessage, type RefusedWrite } from '../api/lib/refused-write.shared'
import type { Outbox, OutboxEntry } from './outbox'

// Sends a user's queued writes to the server, oldest first, with a fresh token and each entry's own
// Idempotency-Key (the server applies each key once, so a write that did reach it before is answered
// from its record, not applied again). What happens to an entry depends on the answer:
// - 2xx: applied; removed and reported;
// - a 4xx other than 401/408/429 (the server decided: e.g. invalid, not found, forbidden): refused; moved
//   to the `refused` table with the server's message, reported, and the replay goes on
//   (docs/rules/offline-demo-and-sync.md#refused-writes);
// - 401: kept; the token is no good, a page is asked for a fresh one; the replay stops;
// - 408, 429, 5xx, a 409 with Retry-After (the same key still in progress), no answer: kept, retried
//   after an exponential backoff; the replay stops there, so later writes never overtake it.

export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_MAX_MS = 5 * 60_000

export type ReplayVerdict = 'done' | 'retry' | 'need-token'

/** `status` 0 means no answer (the network failed or what answered was not the API). */
export function replayVerdict(status: number, hasRetryAfter = false): ReplayVerdict {
  if (status === 0) return 'retry'
  if (status === 401) return 'need-token'
  if (status === 408 || status === 429 || status >= 500) return 'retry'
  if (status === 409 && hasRetryAfter) return 'retry'
  return 'done'
}

const applied = (status: number) => status >= 200 && status < 300

/** The refusal's message from its JSON body (read in full: it is small), or the Turkish fallback. */
async function messageOf(response: Response | null, status: number): Promise<string> {
  let body: unknown = null
  try {
    body = JSON.parse((await response?.text()) ?? '')
  } catch {
    // Not JSON (a proxy's page) or the body broke off: the fallback says what is known.
  }
  return refusalMessage(body, status)
}

/** "Equal jitter" exponential backoff: half fixed, half random; never sooner than Retry-After. */
export function backoffDelayMs(
  attempts: number,
  retryAfterSeconds: number | null = null,
  random = Math.random,
) {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  const delay = ceiling / 2 + (random() * ceiling) / 2
  return Math.round(Math.max(delay, (retryAfterSeconds ?? 0) * 1000))
}

function retryAfterSeconds(response: Response | null): number | null {
  const value = Number(response?.headers.get('retry-after') ?? NaN)
  return Number.isFinite(value) && value >= 0 ? value : null
}

/**
 * Which waiting entries may go before their backoff ends: every one (a page just sent a fresh
 * token), only those that failed for the network or the token (the network is back), or none.
 */
export type BackoffOverride = 'all' | 'network' | 'none'

function mayGoNow(entry: OutboxEntry, now: number, override: BackoffOverride): boolean {
  if (entry.nextAttemptAt <= now || override === 'all') return true
  return override === 'network' && (entry.lastStatus === 0 || entry.lastStatus === 401)
}

export function replayRequest(entry: OutboxEntry, token: string, origin: string): Request {
  const headers = new Headers(entry.headers)
  headers.set('Authorization', `Bearer ${token}`)
  headers.set('Idempotency-Key', entry.idempotencyKey)
  return new Request(new URL(entry.url, origin), { method: entry.method, headers, body: entry.body })
}

export interface ReplayResult {
  /** Entries that left the outbox. */
  done: number
  stoppedBy: 'empty' | 'retry' | 'need-token' | 'waiting'
  /** When the first entry still waiting may be retried, in ms from now. */
  retryInMs: number | null
}

export interface ReplayerDeps {
  outbox: Outbox
  origin: string
  /** One network trip; null when the backend did not answer. */
  send(request: Request): Promise<Response | null>
  now(): number
  onReplayed(entry: OutboxEntry, status: number): void
  /** The server refused the entry; it is kept as this refused write. */
  onRefused?(refused: RefusedWrite): void
  onChange(): void
  random?(): number
}

export function createReplayer(deps: ReplayerDeps) {
  const { outbox } = deps
  // One replay at a time (all users): two triggers at once must not send an entry twice.
  let queue: Promise<unknown> = Promise.resolve()

  async function run(userId: string, token: string, override: BackoffOverride): Promise<ReplayResult> {
    let done = 0
    for (const entry of await outbox.list(userId)) {
      const now = deps.now()
      if (!mayGoNow(entry, now, override)) {
        return { done, stoppedBy: 'waiting', retryInMs: entry.nextAttemptAt - now }
      }
      const response = await deps.send(replayRequest(entry, token, deps.origin))
      const status = response?.status ?? 0
      const verdict = replayVerdict(status, response?.headers.has('retry-after') ?? false)
      if (verdict === 'done' && !applied(status)) {
        const message = await messageOf(response, status)
        const refusedAt = new Date(deps.now()).toISOString()
        const refused = await outbox.refuse(entry, { status, message, refusedAt })
        done++
        deps.onReplayed(entry, status)
        if (refused) deps.onRefused?.(refused)
        deps.onChange()
        continue
      }
      await response?.body?.cancel().catch(() => undefined)
      if (verdict === 'done') {
        await outbox.remove(entry.id)
        done++
        deps.onReplayed(entry, status)
        deps.onChange()
        continue
      }
      if (verdict === 'need-token') {
        await outbox.update(entry.id, { lastStatus: status })
        return { done, stoppedBy: 'need-token', retryInMs: null }
      }
      const attempts = entry.attempts + 1
      const delay = backoffDelayMs(attempts, retryAfterSeconds(response), deps.random)
      await outbox.update(entry.id, { attempts, lastStatus: status, nextAttemptAt: deps.now() + delay })
      return { done, stoppedBy: 'retry', retryInMs: delay }
    }
    return { done, stoppedBy: 'empty', retryInMs: null }
  }

  return {
    replay(userId: string, token: string, override: BackoffOverride = 'none'): Promise<ReplayResult> {
      const result = queue.then(() => run(userId, token, override))
      queue = result.catch(() => undefined)
      return result
    },
  }
}
export type Replayer = ReturnType<typeof createReplayer>
