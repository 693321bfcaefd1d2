import { expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { createServices } from '../../api/services'
import { type Harness } from './harness'

export function platformSuite(h: Harness) {
  it('reports health with the database status', async () => {
    const res = await h.call('GET', '/health')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ ok: true, status: 'ok', source: 'network' })
    expect(res.headers.get('x-sitekur-source')).toBe('network')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers readiness for a load balancer: ready, then 503 while shutting down, /health unchanged', async () => {
    const services = createServices(h.ports)
    const app = createApi(h.ports, { services })
    const ready = await app.request('/health/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({ ready: true, draining: false })
    services.health.drain()
    const draining = await app.request('/health/ready')
    expect(draining.status).toBe(503)
    expect(await draining.json()).toMatchObject({ ready: false, draining: true })
    // The clients' flag keeps its meaning: this backend is still available for the calls it finishes.
    expect((await app.request('/health')).status).toBe(200)
  })

  it('documents every route in /api/openapi.json (OpenAPI 3.1)', async () => {
    const res = await h.call('GET', '/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = res.body as {
      openapi: string
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: object; security?: unknown; 'x-access'?: string }>
      >
    }
    expect(doc.openapi).toBe('3.1.0')
    const routes = h.app.routes.filter((r) => r.method !== 'ALL')
    expect(routes.length).toBeGreaterThan(15)
    for (const route of routes) {
      // Hono's ':id' is OpenAPI's '{id}'.
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      const operation = doc.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${route.path}`).toBeDefined()
      expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(1)
      // Each operation states who may call it, as the route table enforces it.
      const access = operation?.['x-access']
      expect(['public', 'csrf', 'user', 'admin', 'owner'], `${route.method} ${route.path}`).toContain(access)
      const scheme = access === 'public' ? [] : [{ [access === 'csrf' ? 'csrfToken' : 'bearerAuth']: [] }]
      expect(operation?.security, `${route.method} ${route.path}`).toEqual(scheme)
    }
    expect(doc.paths['/api/admin/users']?.get?.['x-access']).toBe('admin')
    expect(doc.paths['/api/me/uploads/{id}']?.delete?.['x-access']).toBe('owner')
    expect(doc.paths['/api/auth.php']?.post?.['x-access']).toBe('csrf')
    expect(doc.paths['/api/auth/login']?.post?.['x-access']).toBe('public')
    const listQuery = (doc.paths['/api/me/invoices']?.get as { parameters?: Array<{ name: string }> })
      .parameters
    expect(listQuery?.map((p) => p.name)).toEqual(['q', 'page', 'pageSize', 'sort', 'status'])
    const login = doc.paths['/api/auth/login']?.post?.requestBody as {
      content: Record<string, { schema: { properties: object } }>
    }
    expect(Object.keys(login.content['application/json']?.schema.properties ?? {})).toEqual([
      'email',
      'password',
      'deviceToken',
    ])
  })

  it('answers malformed JSON with 400 and unknown API paths with a JSON 404', async () => {
    const bad = await h.call('POST', '/api/auth/login', { raw: '{"email":' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ success: false, message: 'Geçersiz istek verisi.' })
    const wrongType = await h.call('POST', '/api/users', { raw: '[1,2]' })
    expect(wrongType.status).toBe(401)
    const missing = await h.call('GET', '/api/nothing-here')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ success: false, message: 'İstenen kaynak bulunamadı.' })
    for (const res of [bad, wrongType, missing]) expect(res.headers.get('x-sitekur-source')).toBe('network')
  })

  it('rejects a malformed body with field errors, not a 500', async () => {
    const { token } = await h.adminToken()
    const res = await h.call('POST', '/api/users', { token, body: { action: 'list', limit: 'çok' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      success: false,
      message: 'Geçersiz istek verisi.',
      data: { errors: [{ path: 'limit' }] },
    })
  })
}
