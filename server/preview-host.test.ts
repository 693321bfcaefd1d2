import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiDefaultHeaders, createApi } from '../api/app'
import { builderFormSchema } from '../api/builder/builder-form.shared'
import { previewContentSecurityPolicy } from '../api/preview/preview-document'
import { createServices } from '../api/services'
import { newUserRecord } from '../api/users/user.shared'
import { createMemoryTestStore } from '../tests/contract/memory-ports'
import { httpHandler } from './http-host'

// The preview document through the real Node host: the host writes its own security headers on every
// answer (a CSP for the PWA, X-Frame-Options …), and the preview's sandbox policy must be the only
// Content-Security-Policy the browser gets; a second, laxer one would not loosen it, but the app's
// policy (frame-ancestors 'self', script hashes) would break the preview's nonce script.

let server: Server
let port = 0
let sessionId = ''
const publicUrl = 'http://localhost:4441'

beforeAll(async () => {
  const store = await createMemoryTestStore()
  const ports = store.ports
  const at = new Date().toISOString()
  const user = await ports.repos.users.create(
    newUserRecord({ id: crypto.randomUUID(), name: 'Önizleyen', email: 'onizleyen@example.com', at }, {}),
  )
  const session = await createServices(ports).preview.create(
    user,
    {
      user_id: user.id,
      website_id: null,
      viewport_config: { device_type: 'mobile', width: 375, height: 812, zoom_level: 1 },
      source: { kind: 'builder', form: builderFormSchema.parse({ companyName: 'Sunucu Testi' }) },
    },
    publicUrl,
  )
  sessionId = session.id
  server = createServer(
    httpHandler({
      api: createApi(ports, { defaultHeaders: 'host' }),
      apiHeaders: apiDefaultHeaders(ports.config),
      web: new Hono(),
      staticRoot: '/nonexistent',
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function fetchRaw(path: string): Promise<{ status: number; rawHeaders: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, body }))
    }).on('error', reject)
  })
}

const headerValues = (rawHeaders: string[], name: string) =>
  rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1]?.toLowerCase() === name)

describe('the preview document served by the Node host', () => {
  it('carries only the sandbox policy, with its own referrer policy and no caching', async () => {
    const res = await fetchRaw(`/preview/${sessionId}`)
    expect(res.status).toBe(200)
    const policies = headerValues(res.rawHeaders, 'content-security-policy')
    expect(policies).toHaveLength(1)
    const nonce = /'nonce-([^']+)'/.exec(policies[0] ?? '')?.[1] ?? ''
    expect(policies[0]).toBe(previewContentSecurityPolicy(`http://127.0.0.1:${port}`, nonce))
    expect(res.body).toContain(`<script nonce="${nonce}">`)
    expect(res.body).toContain('Sunucu Testi')
    expect(headerValues(res.rawHeaders, 'referrer-policy')).toEqual(['no-referrer'])
    expect(headerValues(res.rawHeaders, 'cache-control')).toEqual(['no-store'])
    expect(headerValues(res.rawHeaders, 'x-robots-tag')).toEqual(['noindex'])
    // The host's other headers stay (nosniff …).
    expect(headerValues(res.rawHeaders, 'x-content-type-options')).toEqual(['nosniff'])
  })

  it('answers a missing session with the Turkish page under the same sandbox, no script', async () => {
    const res = await fetchRaw(`/preview/${'x'.repeat(43)}`)
    expect(res.status).toBe(404)
    const policies = headerValues(res.rawHeaders, 'content-security-policy')
    expect(policies).toEqual([previewContentSecurityPolicy(`http://127.0.0.1:${port}`, null)])
    expect(res.body).toContain('Önizleme bulunamadı')
  })
})
