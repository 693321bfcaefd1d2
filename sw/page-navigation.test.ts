import { beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../api/app'
import type { ApiCache } from './api-cache'
import { answerApiRequest, type ApiStrategyDeps } from './api-strategy'
import { seedDemoData } from './emulation/seed/seed-demo-data'
import { createEmulatedApi, type EmulatedApi } from './emulated-api'
import { createOutbox } from './outbox'
import { createReplayer } from './outbox-replay'
import { createOutboxSync } from './outbox-sync'
import { answerPageNavigation, isPageNavigationPath } from './page-navigation'
import { publishedSiteResource } from '../api/publishing/published-site-resource'
import { ORIGIN, freshOutboxDb, serverBackend, testPorts } from './testing/test-backends'

// The worker's answers for the live preview: page navigations to /preview/{id} (the offline demo's own
// sessions from the emulation, the rest from the network, the emulation's Turkish 404 without one), and
// preview calls with a real session while offline (a connection error, never the outbox). The real API
// plays server and emulation, both on fake-indexeddb.

type Server = Awaited<ReturnType<typeof serverBackend>>
let server: Server
let emulatedApp: ReturnType<typeof createApi>
let emulation: EmulatedApi
let emulationPorts: Awaited<ReturnType<typeof testPorts>>
let online = true
let networkTrips = 0
const network = async (request: Request) => {
  networkTrips++
  return online ? server.fetch(request) : null
}

const VIEWPORT = { device_type: 'desktop', width: 1920, height: 1080, zoom_level: 1 }
const builder = (companyName: string) => ({ kind: 'builder', form: { companyName } })

beforeAll(async () => {
  server = await serverBackend()
  const ports = await testPorts(true)
  emulationPorts = ports
  await seedDemoData(ports)
  emulatedApp = createApi(ports)
  emulation = createEmulatedApi(ORIGIN, async () => emulatedApp)
}, 60_000)

/** POST /api/preview/session against `app` as the holder of `token`. */
async function openPreview(app: { fetch(request: Request): Response | Promise<Response> }, token: string) {
  const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string }
  const response = await app.fetch(
    new Request(`${ORIGIN}/api/preview/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        user_id: claims.sub,
        viewport_config: VIEWPORT,
        source: builder('Çevrimdışı Kafe'),
      }),
    }),
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { session_id: string }).session_id
}

async function demoToken(): Promise<string> {
  const response = await emulatedApp.fetch(
    new Request(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ayse@example.com', password: 'herhangi' }),
    }),
  )
  return ((await response.json()) as { data: { token: string } }).data.token
}

const navigate = (path: string) =>
  answerPageNavigation(new Request(`${ORIGIN}${path}`), { network, emulation })

describe('page navigations the worker answers', () => {
  it('are the preview and published-site pages only', () => {
    for (const path of [
      '/preview/abc',
      '/preview/demo-abc',
      '/sites/kafe',
      '/sites/kafe/',
      '/sites/kafe/media/x',
    ])
      expect(isPageNavigationPath(path), path).toBe(true)
    for (const path of ['/', '/preview', '/preview/', '/api/preview/abc', '/sitesx/a', '/dashboard'])
      expect(isPageNavigationPath(path), path).toBe(false)
  })

  it("answer the offline demo's preview from the emulation, sandboxed, without a network trip", async () => {
    online = true
    const id = await openPreview(emulatedApp, await demoToken())
    expect(id).toMatch(/^demo-/)
    const before = networkTrips
    const page = await navigate(`/preview/${id}`)
    expect(networkTrips).toBe(before)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-scripts allow-forms allow-popups;/,
    )
    expect(await page.text()).toContain('Çevrimdışı Kafe')
  })

  it("answer a server's preview from the network, and the emulation's Turkish 404 page without one", async () => {
    online = true
    const id = await openPreview(server, await server.login())
    const live = await navigate(`/preview/${id}`)
    expect(live.status).toBe(200)
    expect(await live.text()).toContain('Çevrimdışı Kafe')
    online = false
    const offline = await navigate(`/preview/${id}`)
    expect(offline.status).toBe(404)
    expect(offline.headers.get('content-security-policy')).toContain("script-src 'none'")
    expect(await offline.text()).toContain('Önizleme bulunamadı')
  })

  it('never show a preview path without its sandbox: a static host’s page is replaced by the emulation’s', async () => {
    const staticHost = async () => new Response('<!doctype html><title>SiteKur</title>', { status: 200 })
    const page = await answerPageNavigation(new Request(`${ORIGIN}/preview/${'s'.repeat(43)}`), {
      network: staticHost,
      emulation,
    })
    expect(page.status).toBe(404)
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox /)
    // A published site needs no sandbox: the network's answer stands.
    const site = await answerPageNavigation(new Request(`${ORIGIN}/sites/kafe/`), {
      network: staticHost,
      emulation,
    })
    expect(await site.text()).toBe('<!doctype html><title>SiteKur</title>')
  })
})

describe('preview calls with a real session while offline', () => {
  it("hand a form posted to the demo's site offline to the emulation, with its fields", async () => {
    online = false
    const [site] = await emulationPorts.repos.resource(publishedSiteResource).list({ limit: 1 })
    const fields = { _form: 'contact', _section: 'yok', name: 'Ayşe', email: 'ayse@example.com' }
    const body = new URLSearchParams({ ...fields, message: 'Merhaba', consent: 'yes', _t: '' })
    const request = new Request(`${ORIGIN}/sites/${site?.slug ?? ''}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    const answer = await answerPageNavigation(request, { network, emulation })
    // Read and checked by the site: its fields arrived (a post without them would be 413).
    expect(answer.status).toBe(422)
    expect(await answer.text()).toContain('Bu form artık sayfada yok')
  })

  it('fail with the connection message and are never queued', async () => {
    online = true
    const token = await server.login()
    online = false
    const outbox = createOutbox(freshOutboxDb())
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
    const cache: ApiCache = {
      put: async () => undefined,
      match: async () => null,
      dropUser: async () => 0,
    }
    const background: Promise<unknown>[] = []
    const deps: ApiStrategyDeps = {
      network,
      emulation,
      cache,
      outbox,
      sync,
      uuid: () => crypto.randomUUID(),
      background: (task) => void background.push(task),
    }
    const claims = JSON.parse(atob(token.split('.')[1] ?? '')) as { sub: string }
    const calls = [
      [
        'POST',
        '/api/preview/session',
        { user_id: claims.sub, viewport_config: VIEWPORT, source: builder('X') },
      ],
      ['PUT', '/api/preview/abc', {}],
      ['DELETE', '/api/preview/abc', undefined],
    ] as const
    for (const [method, path, body] of calls) {
      const request = new Request(`${ORIGIN}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const answer = await answerApiRequest(request, deps)
      expect(answer.status, `${method} ${path}`).toBe(503)
      expect(await answer.json()).toEqual({
        success: false,
        message: 'Bağlantı hatası. Lütfen tekrar deneyin.',
      })
    }
    await Promise.all(background)
    expect(await outbox.count()).toBe(0)
  })
})
