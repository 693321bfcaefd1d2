import { describe, expect, it } from 'vitest'
import type { LiveEvent } from './live-event.shared'
import { SESSION_RESOURCE, SIGNED_OUT, resyncEvent } from './live-event.shared'
import { createMemoryEventBus } from './memory-event-bus'
import { openLiveStream, type LiveStreamOptions } from './live-stream'
import { readEventStream } from '../../tests/support/event-stream-reader'

const event = (fields: Partial<LiveEvent> = {}): LiveEvent => ({
  id: crypto.randomUUID(),
  at: new Date().toISOString(),
  resource: 'websiteRequests',
  recordId: 'r1',
  action: 'Website talebi oluşturuldu',
  userIds: ['customer-1'],
  entry: {
    id: 'e1',
    timestamp: new Date().toISOString(),
    userId: 'customer-1',
    user: 'Ayşe',
    userEmail: 'ayse@example.com',
    action: 'Website talebi oluşturuldu',
    details: 'Ayşe Çiçekçilik',
    type: 'website',
    severity: 'info',
    ipAddress: '10.0.0.1',
  },
  ...fields,
})

function open(overrides: Partial<LiveStreamOptions> & Pick<LiveStreamOptions, 'audience'>) {
  const events = createMemoryEventBus()
  const response = openLiveStream({
    events,
    access: async () => 'open' as const,
    now: () => new Date(),
    ...overrides,
  })
  return { events, response, read: readEventStream(response) }
}

describe('a live stream', () => {
  it('answers text/event-stream, uncached, with a ready frame and the reconnection hint first', async () => {
    const { response, read } = open({ audience: { kind: 'admin', userId: 'admin-1' } })
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    await read.next(1)
    expect(read.frames[0]?.event).toBe('ready')
    await read.cancel()
  })

  it('gives an admin every event with its activity entry', async () => {
    const { events, read } = open({ audience: { kind: 'admin', userId: 'admin-1' } })
    await read.next(1)
    const sent = event({ userIds: ['someone-else'] })
    events.publish(sent)
    await read.next(2)
    expect(read.frames[1]).toEqual({ event: 'change', data: sent })
    await read.cancel()
  })

  it('gives a customer only the events naming them, without the activity entry or other ids', async () => {
    const { events, read } = open({ audience: { kind: 'customer', userId: 'customer-1' } })
    await read.next(1)
    events.publish(event({ userIds: ['customer-2'], recordId: 'theirs' }))
    const mine = event({ userIds: ['customer-2', 'customer-1'], recordId: 'mine' })
    events.publish(mine)
    await read.next(2)
    expect(read.frames[1]).toEqual({
      event: 'change',
      data: {
        id: mine.id,
        at: mine.at,
        resource: mine.resource,
        recordId: 'mine',
        action: mine.action,
        userIds: ['customer-1'],
      },
    })
    await read.cancel()
  })

  it('delivers a signed-out event for its user and then ends', async () => {
    const { events, read } = open({ audience: { kind: 'customer', userId: 'customer-1' } })
    await read.next(1)
    events.publish(event({ resource: SESSION_RESOURCE, action: SIGNED_OUT, userIds: ['customer-1'] }))
    await read.end()
    expect(read.ended).toBe(true)
    expect(read.frames.at(-1)?.data).toMatchObject({ resource: SESSION_RESOURCE, action: SIGNED_OUT })
  })

  it('sends heartbeats, and ends with a signed-out event once its session check fails', async () => {
    let active = true
    const { read } = open({
      audience: { kind: 'customer', userId: 'customer-1' },
      heartbeatMs: 20,
      access: async () => (active ? 'open' : 'signed-out'),
    })
    await read.heartbeats(2)
    expect(read.ended).toBe(false)
    active = false
    await read.end()
    expect(read.frames.at(-1)?.data).toMatchObject({
      resource: SESSION_RESOURCE,
      action: SIGNED_OUT,
      userIds: ['customer-1'],
    })
  })

  it('checks its session at once after a change to users, without waiting for the heartbeat', async () => {
    let active = true
    const { events, read } = open({
      audience: { kind: 'customer', userId: 'customer-1' },
      access: async () => (active ? 'open' : 'signed-out'),
    })
    await read.next(1)
    active = false
    events.publish(event({ resource: 'users', userIds: [] }))
    await read.end()
    expect(read.frames.at(-1)?.data).toMatchObject({ resource: SESSION_RESOURCE, action: SIGNED_OUT })
  })

  it('ends without a frame when its process may have missed events, so that its client reads anew', async () => {
    const { events, read } = open({ audience: { kind: 'customer', userId: 'customer-1' } })
    await read.next(1)
    events.publish(resyncEvent('resync-1', new Date().toISOString()))
    await read.end()
    expect(read.ended).toBe(true)
    expect(read.changes()).toEqual([])
  })

  it('ends without a signed-out event once the caller may no longer open it', async () => {
    let access: 'open' | 'refused' = 'open'
    const { events, read } = open({
      audience: { kind: 'admin', userId: 'admin-1' },
      access: async () => access,
    })
    await read.next(1)
    access = 'refused'
    events.publish(event({ resource: 'users', userIds: [] }))
    await read.end()
    expect(read.ended).toBe(true)
    expect(read.changes().some((data) => (data as LiveEvent).resource === SESSION_RESOURCE)).toBe(false)
  })

  it('ends when the client goes away or when it reaches its age, and stops listening', async () => {
    const controller = new AbortController()
    const { events, read } = open({ audience: { kind: 'admin', userId: 'a' }, signal: controller.signal })
    await read.next(1)
    controller.abort()
    await read.end()
    events.publish(event())
    expect(read.frames).toHaveLength(1)

    const aged = open({ audience: { kind: 'admin', userId: 'a' }, maxAgeMs: 30 })
    await aged.read.end()
    expect(aged.read.ended).toBe(true)
  })
})
