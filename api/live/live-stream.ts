import type { EventBus } from '../ports/infrastructure'
import { RESYNC_RESOURCE, type LiveEvent } from './live-event.shared'
import {
  eventForAudience,
  isSignedOutEvent,
  mayEndSessions,
  signedOutEvent,
  type LiveAudience,
} from './live-event-view'

// One live stream (server-sent events, docs/rules/live-updates.md#the-stream), built on web standards
// only (ReadableStream, TextEncoder, timers) so the service worker's emulated API serves it too.
// Frames: a `ready` event first (with the reconnection hint), `change` events, a heartbeat comment.
// The stream ends when its session ends (a signed-out event for the user, or a failed session check),
// when the caller may no longer open it (an admin demoted, or one who must enrol in two-factor first),
// when it has lived `maxAgeMs` (the client reconnects with a fresh token), when the client goes away,
// or when the client reads too slowly.

export const HEARTBEAT_MS = 20_000
/** Past this age the stream ends and the client reconnects: its token is checked afresh then. */
export const STREAM_MAX_AGE_MS = 15 * 60_000
/** What the client waits before reconnecting after the stream ends (the SSE `retry:` hint). */
export const RECONNECT_HINT_MS = 3_000
/** Bytes queued for a client that does not read; past them the stream ends. */
const MAX_QUEUED_BYTES = 1024 * 1024

export const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies (nginx) must pass each frame at once instead of buffering the answer.
  'X-Accel-Buffering': 'no',
} as const

/**
 * What a check of the caller finds: the stream may stay open; the session ended (user gone or suspended,
 * session revoked: a signed-out event, then the end); or the session holds but the caller may no longer
 * open this stream (the end without a signed-out event; reconnecting answers 403).
 */
export type StreamAccess = 'open' | 'signed-out' | 'refused'

export interface LiveStreamOptions {
  events: EventBus
  audience: LiveAudience
  /** Checks the caller again: at every heartbeat and right after a change that may concern them. */
  access: () => Promise<StreamAccess>
  now: () => Date
  /** The request's signal: the stream ends when the client goes away. */
  signal?: AbortSignal
  heartbeatMs?: number
  maxAgeMs?: number
}

const encoder = new TextEncoder()

export function changeFrame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`
}

/** The text/event-stream answer for one signed-in caller. */
export function openLiveStream(options: LiveStreamOptions): Response {
  const { audience, events } = options
  let closed = false
  let checking = false
  let cleanup = () => {}

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const send = (text: string) => {
          if (closed) return
          controller.enqueue(encoder.encode(text))
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) close()
        }
        const close = () => {
          if (closed) return
          closed = true
          cleanup()
          try {
            controller.close()
          } catch {
            // Already cancelled by the client.
          }
        }
        const endSession = (event: LiveEvent) => {
          send(changeFrame(eventForAudience(audience, event) ?? event))
          close()
        }
        const checkSession = async () => {
          if (checking || closed) return
          checking = true
          try {
            const access = await options.access()
            if (access === 'signed-out')
              endSession(signedOutEvent(audience.userId, options.now().toISOString()))
            if (access === 'refused') close()
          } catch {
            // The store did not answer: keep the stream; the next heartbeat checks again.
          } finally {
            checking = false
          }
        }

        const unsubscribe = events.subscribe((event) => {
          // Events may have been missed: the client reconnects and reads everything again.
          if (event.resource === RESYNC_RESOURCE) return close()
          if (isSignedOutEvent(event, audience.userId)) return endSession(event)
          const view = eventForAudience(audience, event)
          if (view) send(changeFrame(view))
          if (mayEndSessions(event)) void checkSession()
        })
        const heartbeat = setInterval(() => {
          send(': heartbeat\n\n')
          void checkSession()
        }, options.heartbeatMs ?? HEARTBEAT_MS)
        const maxAge = setTimeout(close, options.maxAgeMs ?? STREAM_MAX_AGE_MS)
        const onAbort = () => close()
        options.signal?.addEventListener('abort', onAbort)
        cleanup = () => {
          unsubscribe()
          clearInterval(heartbeat)
          clearTimeout(maxAge)
          options.signal?.removeEventListener('abort', onAbort)
        }

        send(`retry: ${RECONNECT_HINT_MS}\nevent: ready\ndata: ${JSON.stringify({ at: options.now() })}\n\n`)
        if (options.signal?.aborted) close()
      },
      cancel() {
        closed = true
        cleanup()
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 16 * 1024 }),
  )
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS })
}
