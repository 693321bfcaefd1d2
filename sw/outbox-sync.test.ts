import { describe, expect, it } from 'vitest'
import type { ServiceWorkerMessage } from '../api/lib/service-worker-messages.shared'
import { createOutbox, type NewOutboxEntry } from './outbox'
import { createReplayer } from './outbox-replay'
import { ASK_INTERVAL_MS, NETWORK_KICK_INTERVAL_MS, createOutboxSync } from './outbox-sync'
import { ORIGIN, freshOutboxDb, serverBackend } from './testing/test-backends'
import { accessTokenKind } from './token-kind'

const phoneWrite = (userId: string, phone: string): NewOutboxEntry => ({
  id: crypto.randomUUID(),
  userId,
  method: 'PUT',
  url: '/api/me',
  headers: [['content-type', 'application/json']],
  body: new TextEncoder().encode(JSON.stringify({ phone })).buffer,
  idempotencyKey: crypto.randomUUID(),
  createdAt: new Date().toISOString(),
})

async function setUp() {
  const server = await serverBackend()
  const outbox = createOutbox(freshOutboxDb())
  const posted: ServiceWorkerMessage[] = []
  let now = Date.now()
  let online = false
  const replayer = createReplayer({
    outbox,
    origin: ORIGIN,
    send: async (request) => (online ? server.fetch(request) : null),
    now: () => now,
    onReplayed: (entry, status) => void posted.push({ type: 'sitekur:replayed', id: entry.id, status }),
    onChange: () => undefined,
  })
  const timers: number[] = []
  const sync = createOutboxSync({
    outbox,
    replayer,
    post: async (message) => void posted.push(message),
    now: () => now,
    setTimer: (_fn, ms) => timers.push(ms),
    clearTimer: () => undefined,
  })
  return {
    server,
    outbox,
    sync,
    posted,
    timers,
    advance: (ms: number) => (now += ms),
    goOnline: () => (online = true),
  }
}

describe('outbox sync', () => {
  it('asks the pages for a token when it has none, at most every 30 s, and replays with the answer', async () => {
    const t = await setUp()
    await t.outbox.add(phoneWrite(t.server.admin.id, '+90 1'))
    await t.sync.start()
    await t.sync.start()
    expect(t.posted).toEqual([{ type: 'sitekur:token-needed', userId: t.server.admin.id }])
    t.advance(ASK_INTERVAL_MS)
    await t.sync.start()
    expect(t.posted).toHaveLength(2)

    t.goOnline()
    await t.sync.replayWithToken(await t.server.login())
    expect(t.posted.at(-1)).toMatchObject({ type: 'sitekur:replayed', status: 200 })
    expect(await t.outbox.count()).toBe(0)
    expect(await t.server.ports.repos.users.findById(t.server.admin.id)).toMatchObject({ phone: '+90 1' })
  }, 30_000)

  it('retries after a backoff while offline, and as soon as a request reaches the network again', async () => {
    const t = await setUp()
    t.sync.remember(accessTokenKind(await t.server.login()))
    await t.outbox.add(phoneWrite(t.server.admin.id, '+90 2'))
    await t.sync.start()
    expect(t.timers).toHaveLength(1)
    expect((await t.outbox.list())[0]).toMatchObject({ attempts: 1, lastStatus: 0 })

    t.goOnline()
    await t.sync.onNetworkSuccess()
    expect(await t.outbox.count()).toBe(0)
    // Throttled: another success right after does not look at the outbox again.
    await t.outbox.add(phoneWrite(t.server.admin.id, '+90 3'))
    await t.sync.onNetworkSuccess()
    expect(await t.outbox.count()).toBe(1)
    t.advance(NETWORK_KICK_INTERVAL_MS)
    await t.sync.onNetworkSuccess()
    expect(await t.outbox.count()).toBe(0)
    expect(await t.server.ports.repos.users.findById(t.server.admin.id)).toMatchObject({ phone: '+90 3' })
    // A request that did not reach the backend lifts the throttle: back online, the next success replays.
    await t.outbox.add(phoneWrite(t.server.admin.id, '+90 5'))
    await t.sync.onNetworkSuccess()
    expect(await t.outbox.count()).toBe(1)
    t.sync.onNetworkFailure()
    await t.sync.onNetworkSuccess()
    expect(await t.outbox.count()).toBe(0)
  }, 30_000)

  it('lets a new write go only after the queued ones', async () => {
    const t = await setUp()
    const token = accessTokenKind(await t.server.login())
    if (token.kind !== 'real') throw new Error('expected a real token')
    await t.outbox.add(phoneWrite(t.server.admin.id, '+90 4'))
    expect(await t.sync.flushBefore(token)).toBe(false)
    t.goOnline()
    expect(await t.sync.flushBefore(token)).toBe(true)
    expect(await t.server.ports.repos.users.findById(t.server.admin.id)).toMatchObject({ phone: '+90 4' })
  }, 30_000)
})
