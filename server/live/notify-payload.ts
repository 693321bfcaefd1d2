import { liveEventSchema, type LiveEvent } from '../../api/schemas/live-event'

// What one live event looks like on PostgreSQL's NOTIFY channel. PostgreSQL refuses a payload of
// 8000 bytes or more, so an event that would not fit travels without its activity entry (the
// receiving process loads it by id) and, if still too long, without the list of customers.

/** Below PostgreSQL's 8000-byte limit on a NOTIFY payload, with room to spare. */
export const MAX_NOTIFY_BYTES = 7_900

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength

export interface NotifyMessage {
  /** The publishing process: it has delivered the event to its own streams already. */
  origin: string
  event: LiveEvent
  /** True when the activity entry was left out to fit the limit. */
  trimmed?: boolean
}

export function encodeNotifyPayload(origin: string, event: LiveEvent): string {
  const whole = JSON.stringify({ origin, event } satisfies NotifyMessage)
  if (byteLength(whole) < MAX_NOTIFY_BYTES) return whole
  const { entry: _entry, ...withoutEntry } = event
  const trimmed = JSON.stringify({ origin, event: withoutEntry, trimmed: true } satisfies NotifyMessage)
  if (byteLength(trimmed) < MAX_NOTIFY_BYTES) return trimmed
  const bare = { ...withoutEntry, userIds: [], action: withoutEntry.action.slice(0, 200) }
  return JSON.stringify({ origin, event: bare, trimmed: true } satisfies NotifyMessage)
}

/** The message, or null when the payload is not one of ours. */
export function decodeNotifyPayload(payload: string | undefined): NotifyMessage | null {
  if (!payload) return null
  try {
    const raw = JSON.parse(payload) as Partial<NotifyMessage>
    const event = liveEventSchema.safeParse(raw.event)
    if (typeof raw.origin !== 'string' || !event.success) return null
    return { origin: raw.origin, event: event.data, trimmed: raw.trimmed === true }
  } catch {
    return null
  }
}
