import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../../api/live/live-event.shared'
import {
  createNotifyAssembler,
  decodeNotifyPayload,
  encodeNotifyPayloads,
  MAX_NOTIFY_BYTES,
  type NotifyMessage,
} from './notify-payload'

// A live event on PostgreSQL's NOTIFY channel (docs/rules/live-updates.md#several-server-processes):
// every payload stays below the limit, and the receiving process gets every customer the event names.

const bytes = (text: string) => new TextEncoder().encode(text).byteLength
const at = new Date().toISOString()

function event(fields: Partial<LiveEvent> = {}): LiveEvent {
  return {
    id: crypto.randomUUID(),
    at,
    resource: 'websites',
    recordId: 'w1',
    action: 'Website güncellendi',
    userIds: [crypto.randomUUID()],
    entry: {
      id: crypto.randomUUID(),
      timestamp: at,
      userId: null,
      user: 'Yönetici',
      userEmail: 'admin@example.com',
      action: 'Website güncellendi',
      details: 'Kısa',
      type: 'website',
      severity: 'info',
      ipAddress: null,
    },
    ...fields,
  }
}

const withDetails = (details: string, fields: Partial<LiveEvent> = {}) => {
  const base = event(fields)
  return { ...base, entry: { ...base.entry!, details } }
}

/** What a receiving process makes of the payloads, in order. */
function receive(payloads: string[]): NotifyMessage[] {
  const assembler = createNotifyAssembler()
  const whole: NotifyMessage[] = []
  for (const payload of payloads) {
    const decoded = decodeNotifyPayload(payload)
    expect(decoded).not.toBeNull()
    const message = assembler.accept(decoded!)
    if (message) whole.push(message)
  }
  return whole
}

describe('a live event on the NOTIFY channel', () => {
  it('travels whole when it fits', () => {
    const sent = event()
    const payloads = encodeNotifyPayloads('origin', sent)
    expect(payloads).toHaveLength(1)
    expect(receive(payloads)).toEqual([{ origin: 'origin', event: sent, trimmed: false }])
  })

  it('travels without its activity entry (loaded by id) when the entry makes it too large', () => {
    const sent = withDetails('ş'.repeat(6_000))
    const payloads = encodeNotifyPayloads('origin', sent)
    expect(payloads).toHaveLength(1)
    expect(bytes(payloads[0]!)).toBeLessThan(MAX_NOTIFY_BYTES)
    const [message] = receive(payloads)
    expect(message?.trimmed).toBe(true)
    const { entry: _entry, ...withoutEntry } = sent
    expect(message?.event).toEqual(withoutEntry)
  })

  it('never loses a customer: too many travel in parts, each below the limit, put together again', () => {
    const userIds = Array.from({ length: 1_000 }, () => crypto.randomUUID())
    const sent = withDetails('ş'.repeat(6_000), { userIds, action: 'İ'.repeat(1_000) })
    const payloads = encodeNotifyPayloads('origin', sent)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(bytes(payload)).toBeLessThan(MAX_NOTIFY_BYTES)
    const received = receive(payloads)
    expect(received).toHaveLength(1)
    expect(received[0]?.trimmed).toBe(true)
    expect(received[0]?.event).toMatchObject({ id: sent.id, resource: 'websites', recordId: 'w1' })
    expect(received[0]?.event.userIds).toEqual(userIds)
    expect(received[0]?.event.entry).toBeUndefined()
  })

  it('keeps the parts of events from two processes apart, whatever the order they arrive in', () => {
    const many = () => Array.from({ length: 400 }, () => crypto.randomUUID())
    const first = event({ userIds: many() })
    const second = event({ userIds: many() })
    const a = encodeNotifyPayloads('process-a', first)
    const b = encodeNotifyPayloads('process-b', second)
    expect(a.length).toBeGreaterThan(1)
    const interleaved = [b[1]!, a[0]!, ...b.slice(2), b[0]!, ...a.slice(1)].filter(Boolean)
    const received = receive(interleaved)
    expect(received.map((message) => message.event.id)).toEqual([second.id, first.id])
    expect(received[0]?.event.userIds).toEqual(second.userIds)
    expect(received[1]?.event.userIds).toEqual(first.userIds)
  })

  it('delivers nothing until the last part arrives, and refuses what is not ours', () => {
    const payloads = encodeNotifyPayloads(
      'origin',
      event({ userIds: Array.from({ length: 400 }, () => crypto.randomUUID()) }),
    )
    expect(receive(payloads.slice(0, -1))).toEqual([])
    expect(decodeNotifyPayload('not json')).toBeNull()
    expect(
      decodeNotifyPayload(JSON.stringify({ origin: 'o', event: event(), part: { index: 2, count: 2 } })),
    ).toBeNull()
  })
})
