import { describe, expect, it } from 'vitest'
import { createApi } from '../api/app'
import { readEventStream } from '../tests/support/event-stream-reader'
import type { ApiCache } from './api-cache'
import { classifyRequest } from './api-request'
import { answerApiRequest, type ApiStrategyDeps } from './api-strategy'
import { createEmulatedApi } from './emulated-api'
import { seedDemoData } from './emulation/seed/seed-demo-data'
import { ORIGIN, testPorts } from './testing/test-backends'

// The live streams through the service worker (docs/rules/live-updates.md#offline-demo): never cached or
// queued, passed through as they arrive; in the offline demo the emulated API serves them itself.

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const realToken = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', exp: Date.now() / 1000 + 600 })}.x`

function deps(network: ApiStrategyDeps['network'], emulation = createEmulatedApi(ORIGIN)) {
  const cached: string[] = []
  const queued: unknown[] = []
  const cache: ApiCache = {
    put: async (key) => void cached.push(key),
    match: async () => null,
    dropUser: async () => 0,
  }
  const value: ApiStrategyDeps = {
    network,
    emulation,
    cache,
    outbox: {
      add: async (entry) => {
        queued.push(entry)
        return { ...entry, attempts: 0, nextAttemptAt: 0, lastStatus: null }
      },
    },
    sync: {
      remember: () => undefined,
      onNetworkSuccess: async () => undefined,
      onNetworkFailure: () => undefined,
      broadcastCount: async () => undefined,
      flushBefore: async () => true,
    },
    uuid: () => crypto.randomUUID(),
    background: () => undefined,
  }
  return { value, cached, queued }
}

describe('live streams through the service worker', () => {
  it('classifies both streams as transient: never read from a cache, never queued', () => {
    expect(classifyRequest('GET', '/api/admin/stream', '')).toBe('auth')
    expect(classifyRequest('GET', '/api/me/stream', '')).toBe('auth')
  })

  it('passes the network’s stream through frame by frame and keeps no copy', async () => {
    let push: (text: string) => void = () => undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text))
      },
    })
    const network = async () =>
      new Response(body, { headers: { 'content-type': 'text/event-stream', 'x-sitekur-source': 'network' } })
    const { value, cached, queued } = deps(network)
    push('event: ready\ndata: {}\n\n')
    const answer = await answerApiRequest(
      new Request(`${ORIGIN}/api/me/stream`, { headers: { authorization: `Bearer ${realToken}` } }),
      value,
    )
    const stream = readEventStream(answer)
    await stream.next(1)
    push('event: change\ndata: {"id":"1"}\n\n')
    await stream.next(2)
    expect(stream.frames.map((frame) => frame.event)).toEqual(['ready', 'change'])
    expect(cached).toEqual([])
    expect(queued).toEqual([])
    await stream.cancel()
  })

  it('without the network, a real session’s stream fails at once (the client polls instead)', async () => {
    const { value } = deps(async () => null)
    const answer = await answerApiRequest(
      new Request(`${ORIGIN}/api/admin/stream`, { headers: { authorization: `Bearer ${realToken}` } }),
      value,
    )
    expect(answer.status).toBe(503)
  })

  it('in the offline demo, the emulated API streams the demo’s own changes', async () => {
    const emulation = createEmulatedApi(ORIGIN, async () => {
      const ports = await testPorts(true)
      await seedDemoData(ports)
      return createApi(ports)
    })
    const { value } = deps(async () => null, emulation)
    const call = (path: string, init: RequestInit = {}) =>
      answerApiRequest(new Request(`${ORIGIN}${path}`, init), value)
    const login = async (email: string, password: string) => {
      const res = await call('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      return ((await res.json()) as { data: { token: string } }).data.token
    }
    const admin = await login('admin@sitekur.app', 'demo1234')
    const customer = await login('ayse@example.com', 'herhangi')
    const answer = await call('/api/admin/stream', { headers: { authorization: `Bearer ${admin}` } })
    expect(answer.headers.get('x-sitekur-source')).toBe('emulated')
    const stream = readEventStream(answer)
    await stream.next(1)
    const created = await call('/api/me/customer-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      body: JSON.stringify({ type: 'support', title: 'Çevrimdışı deneme', description: 'Demo' }),
    })
    expect(created.status).toBeLessThan(300)
    await stream.change(
      (data) => (data as { entry?: { userEmail?: string } }).entry?.userEmail === 'ayse@example.com',
    )
    await stream.cancel()
  }, 30_000)
})
