import { expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { createThrottle } from '../../api/campaigns/campaign-throttle'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// Rate-limit counters live in the store: two API instances over one database (two server processes
// on one PostgreSQL, say) count together, and a new instance does not start from zero.
export function rateLimitStoreSuite(h: Harness) {
  it('shares failed-login counters between two API instances over one store', async () => {
    const first = createApi(h.ports)
    const second = createApi(h.ports)
    const user = await h.createUser()
    const ip = h.ip()
    const login = (app: typeof first, password: string) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: user.email, password }),
      })
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? first : second, `Yanlis-${i}-Sifre`)
      expect(res.status).toBe(401)
    }
    expect((await login(first, STRONG_PASSWORD)).status).toBe(429)
    expect((await login(second, STRONG_PASSWORD)).status).toBe(429)
    expect((await login(createApi(h.ports), STRONG_PASSWORD)).status).toBe(429)
  })

  it('counts parallel hits exactly once each', async () => {
    const key = `parallel-${crypto.randomUUID()}`
    const now = h.store.clock.now().toISOString()
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => h.ports.repos.rateLimits.hit(key, 60_000, now)),
    )
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect((await h.ports.repos.rateLimits.peek(key, now)).count).toBe(20)
    await h.ports.repos.rateLimits.reset(key)
    expect((await h.ports.repos.rateLimits.peek(key, now)).count).toBe(0)
  })

  it('starts a new window once the old one has ended', async () => {
    const key = `window-${crypto.randomUUID()}`
    const start = h.store.clock.now()
    await h.ports.repos.rateLimits.hit(key, 1000, start.toISOString())
    await h.ports.repos.rateLimits.hit(key, 1000, start.toISOString())
    const later = new Date(start.getTime() + 1500).toISOString()
    expect((await h.ports.repos.rateLimits.peek(key, later)).count).toBe(0)
    const again = await h.ports.repos.rateLimits.hit(key, 1000, later)
    expect(again.count).toBe(1)
    expect(Date.parse(again.resetAt)).toBe(Date.parse(later) + 1000)
    expect(
      await h.ports.repos.rateLimits.deleteExpired(new Date(start.getTime() + 5000).toISOString()),
    ).toBeGreaterThanOrEqual(1)
  })

  it('counts the API-wide limit per account across sessions and API instances', async () => {
    await h.putSettings({ ...defaultSystemSettings, maxRequestsPerMinute: 10 })
    const user = await h.createUser()
    // Five sessions of one account, through three API instances (three processes on one database).
    const tokens: string[] = []
    for (let i = 0; i < 5; i++) tokens.push((await h.login(user.email)).token)
    const apps = [createApi(h.ports), createApi(h.ports), createApi(h.ports)]
    const call = (i: number) =>
      apps[i % 3]!.request(new URL('/api/me', h.ports.config.publicUrl).toString(), {
        headers: { authorization: `Bearer ${tokens[i % 5]}`, 'x-forwarded-for': h.ip() },
      })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await call(i)).status)
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200))
    for (let i = 0; i < 3; i++) {
      const refused = await call(i)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Another account is counted on its own; the next minute the account may call again.
    const other = await h.customerToken()
    expect((await h.call('GET', '/api/me', { token: other.token })).status).toBe(200)
    h.advance(61)
    expect((await call(0)).status).toBe(200)
  })

  it('lets parallel calls of one client through up to the limit exactly', async () => {
    await h.putSettings({ ...defaultSystemSettings, maxRequestsPerMinute: 12 })
    const ip = h.ip()
    const apps = [createApi(h.ports), createApi(h.ports)]
    const calls = Array.from({ length: 20 }, (_, i) =>
      apps[i % 2]!.request(new URL('/api/settings/public', h.ports.config.publicUrl).toString(), {
        headers: { 'x-forwarded-for': ip },
      }),
    )
    const statuses = (await Promise.all(calls)).map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(12)
    expect(statuses.filter((s) => s === 429)).toHaveLength(8)
  })

  it('holds a campaign rate across every sending process, not in each one', async () => {
    // Five processes sending at 5 mails a second each: on their own they would let 15 mails go within
    // 0.4 s; together at most 5 go in any second of the clock, so the 15 need three such seconds.
    const shared = { store: h.ports.repos.rateLimits, logger: h.ports.logger }
    const processes = Array.from({ length: 5 }, () => createThrottle(5, shared))
    const started = Date.now()
    const sent: number[] = []
    await Promise.all(
      processes.map(async (throttle) => {
        for (let i = 0; i < 3; i++) {
          await throttle.wait()
          sent.push(Date.now())
        }
      }),
    )
    expect(sent).toHaveLength(15)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000)
  })
}
