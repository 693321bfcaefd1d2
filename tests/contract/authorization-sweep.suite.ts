import { afterEach, beforeEach, expect, it } from 'vitest'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import type { RouteEntry } from '../../api/routes/define-route'
import { routeTable } from '../../api/routes/route-table'
import { createServices } from '../../api/services'
import type { Harness } from './harness'

// Every route of the table, by its declared access: without credentials, as a customer on admin
// routes, as another customer on owner routes (with a record the route's own example creates). A
// route added later is swept without editing this file.

const label = (route: RouteEntry) => `${route.method.toUpperCase()} ${route.path}`
/** The path with its parameters filled in (an id nobody has, unless given). */
const fill = (route: RouteEntry, params: Record<string, string> = {}) =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => params[name] ?? 'sweep-no-such-id')
const bearerRoutes = routeTable.filter(
  (r) => r.access === 'user' || r.access === 'admin' || r.access === 'owner',
)

export function authorizationSweepSuite(h: Harness) {
  // The sweep makes hundreds of calls from one address: the API-wide rate limit (a setting) is off for it.
  beforeEach(async () => {
    if (h.store) await h.putSettings({ ...defaultSystemSettings, rateLimitEnabled: false })
  })
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })
  it('sweeps the routes the app mounts, each declared once', () => {
    const mounted = h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)
    const declared = routeTable.map((r) => `${r.method.toUpperCase()} ${r.path}`)
    expect(new Set(declared).size).toBe(declared.length)
    expect(mounted.sort()).toEqual([...declared].sort())
    for (const access of ['public', 'csrf', 'user', 'admin', 'owner']) {
      expect(
        routeTable.some((r) => r.access === access),
        access,
      ).toBe(true)
    }
  })

  it('refuses every non-public route without credentials: 401, or 403 without the CSRF token', async () => {
    for (const route of routeTable.filter((r) => r.access !== 'public')) {
      const res = await h.call(route.method.toUpperCase(), fill(route))
      expect(res.status, label(route)).toBe(route.access === 'csrf' ? 403 : 401)
      expect(res.body, label(route)).toMatchObject({ success: false, message: expect.any(String) })
    }
  })

  it('refuses a suspended customer’s still-valid token on every signed-in route with 401', async () => {
    const { token, user } = await h.customerToken()
    await h.ports.repos.users.update(user.id, { status: 'suspended' })
    for (const route of bearerRoutes) {
      expect((await h.call(route.method.toUpperCase(), fill(route), { token })).status, label(route)).toBe(
        401,
      )
    }
  })

  it('refuses a customer on every admin route with 403', async () => {
    const { token } = await h.customerToken()
    for (const route of routeTable.filter((r) => r.access === 'admin')) {
      const res = await h.call(route.method.toUpperCase(), fill(route), { token })
      expect(res.status, label(route)).toBe(403)
      expect(res.body, label(route)).toMatchObject({ success: false, message: 'Bu işlem için yetkiniz yok.' })
    }
  })

  it('answers another customer 404 on every owner route, and the owner not', async () => {
    const services = createServices(h.ports)
    const ownerRoutes = routeTable.filter((r) => r.access === 'owner')
    expect(ownerRoutes.length).toBeGreaterThan(0)
    for (const route of ownerRoutes) {
      const owner = await h.customerToken()
      const other = await h.customerToken()
      if (!route.example) throw new Error(`${label(route)} declares no example`)
      const path = fill(route, await route.example(services, owner.user))
      const foreign = await h.call(route.method.toUpperCase(), path, { token: other.token })
      expect(foreign.status, label(route)).toBe(404)
      expect(foreign.body, label(route)).toMatchObject({ success: false, message: expect.any(String) })
      // An admin is no owner either: /api/me holds only the caller's own records.
      const admin = await h.adminToken()
      expect((await h.call(route.method.toUpperCase(), path, { token: admin.token })).status).toBe(404)
      const own = await h.call(route.method.toUpperCase(), path, { token: owner.token })
      // The owner gets past access and ownership: a success, or the body's own 400 (the sweep sends none).
      expect([401, 403, 404], `${label(route)} as owner: ${own.text}`).not.toContain(own.status)
      expect(own.status, `${label(route)} as owner: ${own.text}`).toBeLessThan(500)
    }
  })
}
