import { z } from 'zod'
import { liveEventSchema, type LiveEvent } from '../../api/live/live-event.shared'

// What one live event looks like on PostgreSQL's NOTIFY channel
// (docs/rules/live-updates.md#several-server-processes). PostgreSQL refuses a payload of 8000 bytes or
// more. An event that would not fit travels without its activity entry (the receiving process loads it
// from the activity log by id); if its customers still do not fit, it travels in parts, each carrying
// some of them, and the receiving process puts it together again. The customers are never dropped: an
// event without them would not reach their streams.

/** Below PostgreSQL's 8000-byte limit on a NOTIFY payload, with room to spare. */
export const MAX_NOTIFY_BYTES = 7_900
/** An action longer than this is cut in a trimmed event (the entry, loaded by id, has it whole). */
const MAX_TRIMMED_ACTION = 200

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength

export interface NotifyMessage {
  /** The publishing process: it has delivered the event to its own streams already. */
  origin: string
  event: LiveEvent
  /** True when the activity entry was left out to fit the limit. */
  trimmed?: boolean
  /** One of `count` parts of an event whose customers did not fit in one payload (index from 0). */
  part?: { index: number; count: number }
}

const partSchema = z.object({ index: z.number().int().min(0), count: z.number().int().min(2) })

/** Splits `ids` into runs whose JSON fits in `budget` bytes each (an id alone always fits). */
function chunksOf(ids: readonly string[], budget: number): string[][] {
  const chunks: string[][] = []
  let chunk: string[] = []
  let bytes = 2 // []
  for (const id of ids) {
    const size = byteLength(JSON.stringify(id)) + 1 // the id and its comma
    if (chunk.length > 0 && bytes + size > budget) {
      chunks.push(chunk)
      chunk = []
      bytes = 2
    }
    chunk.push(id)
    bytes += size
  }
  chunks.push(chunk)
  return chunks
}

/** The payloads of one event, in order: one when it fits, else its parts (each below the limit). */
export function encodeNotifyPayloads(origin: string, event: LiveEvent): string[] {
  const whole = JSON.stringify({ origin, event } satisfies NotifyMessage)
  if (byteLength(whole) < MAX_NOTIFY_BYTES) return [whole]
  const { entry: _entry, ...withoutEntry } = event
  const trimmed = JSON.stringify({ origin, event: withoutEntry, trimmed: true } satisfies NotifyMessage)
  if (byteLength(trimmed) < MAX_NOTIFY_BYTES) return [trimmed]
  const bare = { ...withoutEntry, action: withoutEntry.action.slice(0, MAX_TRIMMED_ACTION), userIds: [] }
  // What a part holds besides its customers, with the largest part marker it could carry.
  const frame = { origin, event: bare, trimmed: true, part: { index: 99_999, count: 99_999 } }
  const chunks = chunksOf(event.userIds, MAX_NOTIFY_BYTES - 1 - byteLength(JSON.stringify(frame)))
  return chunks.map((userIds, index) =>
    JSON.stringify({
      origin,
      event: { ...bare, userIds },
      trimmed: true,
      part: { index, count: chunks.length },
    } satisfies NotifyMessage),
  )
}

/** The message, or null when the payload is not one of ours. */
export function decodeNotifyPayload(payload: string | undefined): NotifyMessage | null {
  if (!payload) return null
  try {
    const raw = JSON.parse(payload) as Partial<NotifyMessage>
    const event = liveEventSchema.safeParse(raw.event)
    if (typeof raw.origin !== 'string' || !event.success) return null
    const message: NotifyMessage = { origin: raw.origin, event: event.data, trimmed: raw.trimmed === true }
    if (raw.part === undefined) return message
    const part = partSchema.safeParse(raw.part)
    if (!part.success || part.data.index >= part.data.count) return null
    return { ...message, part: part.data }
  } catch {
    return null
  }
}

/** Events whose parts are still arriving; past this many, the oldest is given up (best effort). */
const MAX_PENDING_EVENTS = 100

/**
 * Puts events sent in parts together again. `accept` returns the message once it is whole (at once for
 * an event sent in one payload), with the customers of every part in order; null while parts are missing.
 */
export function createNotifyAssembler() {
  const pending = new Map<string, { message: NotifyMessage; parts: Array<string[] | undefined> }>()
  return {
    accept(message: NotifyMessage): NotifyMessage | null {
      if (!message.part) return message
      const key = `${message.origin}\n${message.event.id}`
      let entry = pending.get(key)
      if (!entry) {
        entry = { message, parts: Array.from({ length: message.part.count }, () => undefined) }
        pending.set(key, entry)
        for (const oldest of pending.keys()) {
          if (pending.size <= MAX_PENDING_EVENTS) break
          pending.delete(oldest)
        }
      }
      if (entry.parts.length !== message.part.count) return null
      entry.parts[message.part.index] = message.event.userIds
      if (entry.parts.some((ids) => ids === undefined)) return null
      pending.delete(key)
      const { part: _part, ...whole } = entry.message
      return { ...whole, event: { ...entry.message.event, userIds: entry.parts.flat() as string[] } }
    },
  }
}
