import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import type { EventBus, Logger } from '../../api/ports/infrastructure'
import type { ActivityLogEntry } from '../../api/activity/activity-log.shared'
import { resyncEvent, type LiveEvent } from '../../api/live/live-event.shared'
import { createNotifyAssembler, decodeNotifyPayload, encodeNotifyPayloads } from './notify-payload'

// The event bus of several server processes sharing one PostgreSQL database
// (docs/rules/live-updates.md#several-server-processes). publish delivers to this process's streams at
// once and sends `NOTIFY sitekur_events` for the others; each process keeps one dedicated connection
// that LISTENs and delivers what the others publish. That connection reconnects on its own; what the
// others published while it was down is missed, so once it listens again this process publishes a
// `resync` event to its own subscribers: streams end and reconnect, caches of shared state are dropped.

export const EVENTS_CHANNEL = 'sitekur_events'

export interface PostgresEventBusOptions {
  connectionString: string
  /** Runs `select pg_notify($1, $2)` on the server's pool (outside any caller's transaction). */
  notify: (channel: string, payload: string) => Promise<void>
  logger: Logger
  /** Loads an activity entry left out of a payload that was too large. */
  loadEntry?: (id: string) => Promise<ActivityLogEntry | null>
  /** First reconnection delay; it doubles up to maxRetryMs. */
  retryMs?: number
  maxRetryMs?: number
}

export interface PostgresEventBus extends EventBus {
  /** Resolves once the first LISTEN is in place (tests wait for it). */
  ready: Promise<void>
  close(): Promise<void>
}

export function createPostgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const origin = randomUUID()
  const local = createMemoryEventBus()
  const firstDelay = options.retryMs ?? 1_000
  let delay = firstDelay
  let client: pg.Client | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  let listenedBefore = false
  let sending: Promise<void> = Promise.resolve()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const assembler = createNotifyAssembler()

  async function deliver(payload: string | undefined) {
    const decoded = decodeNotifyPayload(payload)
    if (!decoded || decoded.origin === origin) return
    // An event sent in parts is delivered once its last part has arrived.
    const message = assembler.accept(decoded)
    if (!message) return
    let event: LiveEvent = message.event
    if (message.trimmed && options.loadEntry) {
      const entry = await options.loadEntry(event.id).catch(() => null)
      if (entry) event = { ...event, entry }
    }
    local.publish(event)
  }

  function scheduleReconnect() {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void listen()
    }, delay)
    delay = Math.min(delay * 2, options.maxRetryMs ?? 30_000)
  }

  async function listen() {
    if (closed) return
    const connection = new pg.Client({ connectionString: options.connectionString })
    client = connection
    const lost = (error?: Error) => {
      if (client !== connection) return
      client = null
      connection.removeAllListeners('notification')
      void connection.end().catch(() => undefined)
      if (closed) return
      options.logger.warn('live events: LISTEN connection lost, reconnecting', { error: error?.message })
      scheduleReconnect()
    }
    connection.on('error', lost)
    connection.on('end', () => lost())
    connection.on('notification', (notice) => {
      if (notice.channel === EVENTS_CHANNEL) void deliver(notice.payload)
    })
    try {
      await connection.connect()
      await connection.query(`LISTEN ${EVENTS_CHANNEL}`)
      delay = firstDelay
      // Listening again after a loss: what others published meanwhile was missed here.
      if (listenedBefore) local.publish(resyncEvent(randomUUID(), new Date().toISOString()))
      listenedBefore = true
      markReady()
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)))
    }
  }

  void listen()

  return {
    ready,
    publish(event) {
      local.publish(event)
      // Not awaited: the caller may hold a transaction's connection, and waiting for another one of
      // the pool could exhaust it. One NOTIFY after another keeps the order of a process's events.
      for (const payload of encodeNotifyPayloads(origin, event)) {
        sending = sending
          .then(() => options.notify(EVENTS_CHANNEL, payload))
          .catch((error: unknown) => {
            // The change itself is saved; other processes' clients catch up on their next poll.
            options.logger.warn('live events: NOTIFY failed', {
              error: error instanceof Error ? error.message : String(error),
            })
          })
      }
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      closed = true
      clearTimeout(timer)
      await sending
      const connection = client
      client = null
      await connection?.end().catch(() => undefined)
    },
  }
}
