import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../api/app'
import { seedDemoData } from './emulation/seed/seed-demo-data'
import type { ApiCache } from './api-cache'
import { answerApiRequest, type ApiStrategyDeps } from './api-strategy'
import { createEmulatedApi } from './emulated-api'
import { createOutbox } from './outbox'
import { createReplayer } from './outbox-replay'
import { createOutboxSync } from './outbox-sync'
import { ORIGIN, freshOutboxDb, serverBackend, testPorts } from './testing/test-backends'

// The network strategy end to end in Node: the real API as "server" (or no network at all), the real
// emulation, the real outbox on fake-indexeddb; only Cache Storage is a Map (Node has none).

function memoryCache(): ApiCache & { keys(): string[] } {
  const store = new Map<string, { body: ArrayBuffer; status: number; headers: Headers }>()
  return {
    keys: () => [...store.keys()],
    async put(key, response) {
      store.set(key, {
        body: await response.arrayBuffer(),
        status: response.status,
        headers: response.headers,
      })
    },
    async match(key) {
      const hit = store.get(key)
      if (!hit) return null
      const headers = new Headers(hit.headers)
      headers.set('X-SiteKur-Source', 'cache')
      return new Response(hit.body.slice(0), { status: hit.status, headers })
    },
    async dropUser(userId) {
      const keys = [...store.keys()].filter((key) => key.includes(`/${userId}/`))
      keys.forEach((key) => store.delete(key))
      return keys.length
    },
  }
}

type Server = Awaited<ReturnType<typeof serverBackend>>
let server: Server
let online = true
let serverCalls = 0
let background: Promise<unknown>[] = []
let deps: ApiStrategyDeps & { cache: ReturnType<typeof memoryCache>; outbox: ReturnType<typeof createOutbox> }

beforeAll(async () => {
  server = await serverBackend()
  const outbox = createOutbox(freshOutboxDb())
  const network = async (request: Request) => {
    if (!online) return null
    serverCalls++
    return server.fetch(request)
  }
  const replayer = createReplayer({
    outbox,
    origin: ORIGIN,
    send: network,
    now: Date.now,
    onReplayed: () => undefined,
    onChange: () => undefined,
  })
  const sync = createOutboxSync({
    outbox,
    replayer,
    post: async () => undefined,
    now: Date.now,
    setTimer: () => null,
    clearTimer: () => undefined,
  })
  const emulation = createEmulatedApi(ORIGIN, async () => {
    const ports = await testPorts(true)
    await seedDemoData(ports)
    return createApi(ports)
  })
  deps = {
    network,
    emulation,
    cache: memoryCache(),
    outbox,
    sync,
    uuid: () => crypto.randomUUID(),
    background: (task) => void background.push(task),
  }
}, 60_000)

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await answerApiRequest(request, deps)
  await Promise.all(background)
  background = []
  const json = (await response.json()) as Record<string, unknown> & { data?: Record<string, unknown> }
  return {
    status: response.status,
    source: response.headers.get('x-sitekur-source'),
    json,
    headers: response.headers,
  }
}

const login = (email: string, password: string) => call('POST', '/api/auth/login', { email, password })

describe('no token or a demo token', () => {
  it('goes to the network when it answers, else to the emulation (offline demo sign-in)', async () => {
    online = true
    expect(await call('GET', '/health')).toMatchObject({ status: 200, source: 'network' })
    online = false
    const admin = await login('admin@sitekur.app', 'demo1234')
    expect(admin).toMatchObject({
      status: 200,
      source: 'emulated',
      json: { message: 'Admin girişi başarılı (Demo mode)' },
    })
    expect(admin.json.data?.user).toMatchObject({ role: 'admin', email: 'admin@sitekur.app' })
    const customer = await login('ayse@example.com', 'herhangi')
    expect(customer).toMatchObject({
      source: 'emulated',
      json: { message: 'Demo kullanıcı girişi başarılı (offline mode)' },
    })
    expect(customer.json.data?.user).toMatchObject({ role: 'user', email: 'ayse@example.com' })
  }, 30_000)

  it('always answers a demo session from the emulation, even with the network up', async () => {
    online = false
    const session = (await login('admin@sitekur.app', 'demo1234')).json.data as {
      token: string
      refresh_token: string
    }
    online = true
    const before = serverCalls
    const list = await call('POST', '/api/websites', { action: 'list' }, session.token)
    expect(list).toMatchObject({ status: 200, source: 'emulated' })
    // The demo's websites (and those of any demo customer's copy an earlier sign-in made).
    const websites = (list.json.data as { websites: Array<{ domain: string }> }).websites
    expect(websites.map((w) => w.domain)).toEqual(expect.arrayContaining(['demokafe.com.tr']))
    const refreshed = await call('POST', '/api/auth/refresh', { refreshToken: session.refresh_token })
    expect(refreshed).toMatchObject({ status: 200, source: 'emulated' })
    expect(serverCalls).toBe(before)
  }, 30_000)
})

describe('a real session', () => {
  it('reads from the network and, offline, from the last good copy of that user', async () => {
    online = true
    const token = await server.login()
    const live = await call('GET', '/api/me', undefined, token)
    expect(live).toMatchObject({ status: 200, source: 'network' })
    expect(deps.cache.keys()).toContain(`${ORIGIN}/__sitekur-api-cache/${server.admin.id}/api/me`)
    online = false
    const cached = await call('GET', '/api/me', undefined, token)
    expect(cached).toMatchObject({ status: 200, source: 'cache', json: live.json })
    expect(await call('GET', '/api/me/websites', undefined, token)).toMatchObject({
      status: 503,
      source: 'cache',
      json: { success: false, message: 'Bağlantı yok ve bu veri daha önce kaydedilmemiş.' },
    })
  }, 30_000)

  it('queues writes while offline and sends them first, in order, once the network is back', async () => {
    online = true
    const token = await server.login()
    online = false
    const first = await call('PUT', '/api/me', { phone: '+90 555 000 00 01' }, token, {
      'Idempotency-Key': 'client-key-1',
    })
    expect(first).toMatchObject({
      status: 202,
      source: 'queued',
      json: {
        success: true,
        queued: true,
        message: 'Çevrimdışısınız: isteğiniz kaydedildi ve bağlantı gelince gönderilecek.',
      },
    })
    const [entry] = await deps.outbox.list(server.admin.id)
    expect(entry).toMatchObject({ id: first.json.id, idempotencyKey: 'client-key-1', url: '/api/me' })
    expect(entry?.headers.map(([name]) => name)).not.toContain('authorization')
    expect(await server.ports.repos.users.findById(server.admin.id)).toMatchObject({ phone: null })

    online = true
    const second = await call('PUT', '/api/me', { name: 'Yeni Ad' }, token)
    expect(second).toMatchObject({ status: 200, source: 'network' })
    expect(await deps.outbox.count()).toBe(0)
    expect(await server.ports.repos.users.findById(server.admin.id)).toMatchObject({
      phone: '+90 555 000 00 01',
      name: 'Yeni Ad',
    })
  }, 30_000)

  it('never queues nor emulates auth calls of a real session: 503 keeps the user signed in', async () => {
    online = true
    const res = await server.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.admin.email, password: 'Yonetici-Sifre-2024' }),
    })
    const { refresh_token: refreshToken, token } = (
      (await res.json()) as { data: { refresh_token: string; token: string } }
    ).data
    online = false
    for (const answer of [
      await call('POST', '/api/auth/refresh', { refreshToken }),
      await call('POST', '/api/auth.php', { action: 'refresh', refresh_token: refreshToken }),
      await call('POST', '/api/auth/logout', { refreshToken }, token),
    ]) {
      expect(answer).toMatchObject({
        status: 503,
        json: { success: false, message: 'Bağlantı hatası. Lütfen tekrar deneyin.' },
      })
    }
    expect(await deps.outbox.count()).toBe(0)
  }, 30_000)
})
