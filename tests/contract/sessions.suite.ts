import { expect, it } from 'vitest'
import { userDetailsResponseSchema } from '../../api/users/admin-users.shared'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { sessionListResponseSchema } from '../../api/security/sessions.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

// The user's sessions list (docs/rules/account-security.md#sessions): one per refresh-token family,
// with the device and address it was opened from; closing one refuses its access tokens at once.
export function sessionsSuite(h: Harness) {
  async function signIn(email: string, userAgent: string, ip: string) {
    const res = await h.call('POST', '/api/auth/login', {
      body: { email, password: STRONG_PASSWORD },
      headers: { 'user-agent': userAgent },
      ip,
    })
    expect(res.status, res.text).toBe(200)
    return sessionResponseSchema.parse(res.body).data
  }
  const list = async (token: string) => {
    const res = await h.call('GET', '/api/me/sessions', { token })
    expect(res.status, res.text).toBe(200)
    return sessionListResponseSchema.parse(res.body).data
  }
  const me = (token: string) => h.call('GET', '/api/me', { token })

  it('lists each signed-in device with its address, last use and the current one marked', async () => {
    const user = await h.createUser()
    const laptop = await signIn(user.email, CHROME_LINUX, '10.1.1.1')
    h.advance(60)
    const phone = await signIn(user.email, SAFARI_IPHONE, '10.2.2.2')
    const sessions = await list(laptop.token)
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ device: 'Safari · iOS', ipAddress: '10.2.2.2', current: false })
    expect(sessions[1]).toMatchObject({ device: 'Chrome · Linux', ipAddress: '10.1.1.1', current: true })
    expect((await list(phone.token)).find((s) => s.current)?.device).toBe('Safari · iOS')
    // Another user's list holds none of these.
    const { token: stranger } = await h.customerToken()
    expect((await list(stranger)).map((s) => s.id)).not.toContain(sessions[0]?.id)
  })

  it('shows an admin the customer’s sessions as the customer sees them, devices named the same way', async () => {
    const admin = await h.adminToken()
    const user = await h.createUser()
    const laptop = await signIn(user.email, CHROME_LINUX, '10.1.1.1')
    h.advance(60)
    await signIn(user.email, SAFARI_IPHONE, '10.2.2.2')
    const res = await h.call('GET', `/api/admin/users/${user.id}/details`, { token: admin.token })
    expect(res.status, res.text).toBe(200)
    const drawer = userDetailsResponseSchema.parse(res.body).data.sessions
    const own = await list(laptop.token)
    expect(drawer).toEqual(
      own.map(({ id, device, ipAddress, createdAt, lastUsedAt }) => ({
        id,
        device,
        ipAddress,
        startedAt: createdAt,
        lastUsedAt,
      })),
    )
    expect(drawer.map((session) => session.device)).toEqual(['Safari · iOS', 'Chrome · Linux'])
  })

  it('keeps the device through refresh rotation and moves the last use forward', async () => {
    const user = await h.createUser()
    const session = await signIn(user.email, CHROME_LINUX, '10.3.3.3')
    const [before] = await list(session.token)
    h.advance(120)
    const rotated = await h.post(
      '/api/auth/refresh',
      { refreshToken: session.refresh_token },
      { ip: '10.9.9.9' },
    )
    expect(rotated.status).toBe(200)
    const token = (rotated.body as { data: { token: string } }).data.token
    const [after] = await list(token)
    expect(after).toMatchObject({
      id: before?.id,
      device: 'Chrome · Linux',
      ipAddress: '10.3.3.3',
      current: true,
    })
    expect(after?.createdAt).toBe(before?.createdAt)
    expect(Date.parse(after?.lastUsedAt ?? '')).toBeGreaterThan(Date.parse(before?.lastUsedAt ?? ''))
  })

  it('signs one session out: its access token is refused on the next call, the others work', async () => {
    const user = await h.createUser()
    const laptop = await signIn(user.email, CHROME_LINUX, '10.4.4.4')
    const phone = await signIn(user.email, SAFARI_IPHONE, '10.5.5.5')
    const phoneSession = (await list(laptop.token)).find((s) => !s.current)
    if (!phoneSession) throw new Error('no second session')
    const closed = await h.call('DELETE', `/api/me/sessions/${phoneSession.id}`, { token: laptop.token })
    expect(closed.status, closed.text).toBe(200)
    expect(closed.body).toEqual({ success: true, message: 'Oturum kapatıldı.' })
    expect((await me(phone.token)).status).toBe(401)
    expect((await h.post('/api/auth/refresh', { refreshToken: phone.refresh_token })).status).toBe(401)
    expect((await me(laptop.token)).status).toBe(200)
    expect(await list(laptop.token)).toHaveLength(1)
    // Closed already, unknown, or someone else's: the same 404.
    const again = await h.call('DELETE', `/api/me/sessions/${phoneSession.id}`, { token: laptop.token })
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ success: false, message: 'Oturum bulunamadı.' })
    const { token: stranger } = await h.customerToken()
    const [laptopSession] = await list(laptop.token)
    const theirs = await h.call('DELETE', `/api/me/sessions/${laptopSession?.id}`, { token: stranger })
    expect(theirs.status).toBe(404)
    expect((await me(laptop.token)).status).toBe(200)
  })

  it('signs out everywhere else and keeps the current session', async () => {
    const user = await h.createUser()
    const current = await signIn(user.email, CHROME_LINUX, '10.6.6.6')
    const others = [
      await signIn(user.email, SAFARI_IPHONE, '10.7.7.7'),
      await signIn(user.email, CHROME_LINUX, '10.8.8.8'),
    ]
    const res = await h.call('DELETE', '/api/me/sessions', { token: current.token })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toEqual({ success: true, message: 'Diğer 2 oturum kapatıldı.', data: { closed: 2 } })
    for (const other of others) expect((await me(other.token)).status).toBe(401)
    expect((await me(current.token)).status).toBe(200)
    expect((await list(current.token)).map((s) => s.current)).toEqual([true])
    const none = await h.call('DELETE', '/api/me/sessions', { token: current.token })
    expect(none.body).toMatchObject({ data: { closed: 0 } })
  })
}
