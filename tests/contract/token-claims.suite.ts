import { SignJWT } from 'jose'
import { expect, it } from 'vitest'
import type { Harness } from './harness'

// Access tokens carry exactly what the guards rely on, and a valid signature is not enough: the
// token's session must be a live session of the token's own user. Writes with an Idempotency-Key are
// remembered only for a signed-in user.
export function tokenClaimsSuite(h: Harness) {
  async function forge(claims: { sub: string; sid: string; role?: string }, expires: boolean) {
    const now = Math.floor(h.store.clock.now().getTime() / 1000)
    let jwt = new SignJWT({ role: claims.role ?? 'user', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer('sitekur')
      .setAudience('sitekur-api')
      .setIssuedAt(now)
    if (expires) jwt = jwt.setExpirationTime(now + 600)
    return jwt.sign(new TextEncoder().encode(h.ports.secrets.jwtSecret))
  }
  const sessionOf = (token: string) =>
    JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sid: string }

  it('refuses a signed token without an expiry', async () => {
    const a = await h.customerToken()
    const sid = sessionOf(a.token).sid
    const control = await forge({ sub: a.user.id, sid }, true)
    expect((await h.call('GET', '/api/me/uploads', { token: control })).status).toBe(200)
    const endless = await forge({ sub: a.user.id, sid }, false)
    expect((await h.call('GET', '/api/me/uploads', { token: endless })).status).toBe(401)
  })

  it('refuses a token whose session belongs to another user', async () => {
    const a = await h.customerToken()
    const b = await h.customerToken()
    const borrowed = await forge({ sub: b.user.id, sid: sessionOf(a.token).sid }, true)
    const res = await h.call('GET', '/api/me/uploads', { token: borrowed })
    expect(res.status).toBe(401)
  })

  it('stores no idempotency key for a write without a valid user token', async () => {
    const keys = ['anon', 'garbage', 'suspended'].map((tag) => `${tag}-${crypto.randomUUID()}`)
    const body = { title: 'Anonim', description: 'Yazılmamalı' }
    const anonymous = await h.call('POST', '/api/me/customer-requests', {
      body,
      headers: { 'idempotency-key': keys[0]! },
    })
    expect(anonymous.status).toBe(401)
    const garbage = await h.call('POST', '/api/me/customer-requests', {
      body,
      token: 'not.a.token',
      headers: { 'idempotency-key': keys[1]! },
    })
    expect(garbage.status).toBe(401)
    const suspended = await h.customerToken()
    await h.ports.repos.users.update(suspended.user.id, { status: 'suspended' })
    const refused = await h.call('POST', '/api/me/customer-requests', {
      body,
      token: suspended.token,
      headers: { 'idempotency-key': keys[2]! },
    })
    expect(refused.status).toBe(401)
    for (const scope of ['anonymous', suspended.user.id]) {
      for (const key of keys) expect(await h.ports.repos.idempotencyKeys.find(scope, key)).toBeNull()
    }
  })
}
