import { expect, it } from 'vitest'
import { refreshResponseSchema } from '../../api/auth/auth.shared'
import { type Harness } from './harness'

const EXPIRED = { success: false, message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' }

export function refreshSuite(h: Harness) {
  const refresh = (refreshToken: string) => h.post('/api/auth/refresh', { refreshToken })
  async function rotated(refreshToken: string) {
    const res = await refresh(refreshToken)
    expect(res.status, res.text).toBe(200)
    return refreshResponseSchema.parse(res.body).data
  }
  const me = (token: string) => h.call('GET', '/api/me', { token })

  it('rotates: a new pair each time, the access token works', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const next = await rotated(session.refresh_token)
    expect(next.refresh_token).not.toBe(session.refresh_token)
    expect(next.refreshToken).toBe(next.refresh_token)
    expect(next.expiresIn).toBe(900)
    expect((await me(next.token)).status).toBe(200)
    const stored = await h.ports.repos.refreshTokens.findByHash(session.refresh_token)
    expect(stored).toBeNull() // stored hashed, never in clear
  })

  it('accepts refresh_token as the field name and requires one', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const res = await h.post('/api/auth/refresh', { refresh_token: session.refresh_token })
    expect(res.status).toBe(200)
    const missing = await h.post('/api/auth/refresh', {})
    expect(missing.status).toBe(400)
    const unknown = await refresh('not-a-token')
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual(EXPIRED)
  })

  it('revokes the whole family when a rotated token is reused after the grace', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const child = await rotated(session.refresh_token)
    h.advance(11)
    const reuse = await refresh(session.refresh_token)
    expect(reuse.status).toBe(401)
    expect(reuse.body).toEqual(EXPIRED)
    expect((await refresh(child.refresh_token)).status).toBe(401)
    expect((await me(child.token)).status).toBe(401)
    // Other sessions of the same user are untouched.
    const other = await h.login(user.email)
    expect((await rotated(other.refresh_token)).token).toBeTruthy()
  })

  it('lets two tabs refresh with the same token at once and both stay signed in', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)])
    expect(a?.status).toBe(200)
    expect(b?.status).toBe(200)
    const tabA = refreshResponseSchema.parse(a?.body).data
    const tabB = refreshResponseSchema.parse(b?.body).data
    expect(tabA.refresh_token).not.toBe(tabB.refresh_token)
    h.advance(5)
    const nextA = await rotated(tabA.refresh_token)
    const nextB = await rotated(tabB.refresh_token)
    expect((await me(nextA.token)).status).toBe(200)
    expect((await me(nextB.token)).status).toBe(200)
  })

  it('grants the grace to the immediate parent within 10 s, sequentially too', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const first = await rotated(session.refresh_token)
    h.advance(9)
    const sibling = await rotated(session.refresh_token)
    expect((await rotated(first.refresh_token)).token).toBeTruthy()
    expect((await rotated(sibling.refresh_token)).token).toBeTruthy()
  })

  it('gives no grace to a grandparent, even within 10 s', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const child = await rotated(session.refresh_token)
    const grandchild = await rotated(child.refresh_token)
    const reuse = await refresh(session.refresh_token)
    expect(reuse.status).toBe(401)
    expect((await refresh(grandchild.refresh_token)).status).toBe(401)
  })

  it('logs out with the bearer token: the session and its refresh token end', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    const res = await h.post('/api/auth/logout', undefined, { token: session.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, message: 'Çıkış yapıldı' })
    expect((await refresh(session.refresh_token)).status).toBe(401)
    expect((await me(session.token)).status).toBe(401)
  })

  it('logs out with the refresh token in the body, even after the access token expired', async () => {
    const user = await h.createUser()
    const a = await h.login(user.email)
    const b = await h.login(user.email)
    expect((await h.post('/api/auth/logout', { refresh_token: a.refresh_token })).status).toBe(200)
    expect((await refresh(a.refresh_token)).status).toBe(401)
    h.advance(901)
    expect((await h.post('/api/auth/logout', {}, { token: b.token })).status).toBe(200)
    expect((await refresh(b.refresh_token)).status).toBe(401)
  })

  it('ends sessions of a suspended user', async () => {
    const { token: adminToken } = await h.adminToken()
    const user = await h.createUser()
    const session = await h.login(user.email)
    const res = await h.call('PUT', '/api/users', {
      token: adminToken,
      body: { action: 'update', id: user.id, status: 'suspended' },
    })
    expect(res.status).toBe(200)
    expect((await me(session.token)).status).toBe(401)
    expect((await refresh(session.refresh_token)).status).toBe(401)
  })

  it('expires refresh tokens after 30 days', async () => {
    const user = await h.createUser()
    const session = await h.login(user.email)
    h.advance(30 * 86400 + 1)
    expect((await refresh(session.refresh_token)).status).toBe(401)
  })
}
