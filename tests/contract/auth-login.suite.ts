import { expect, it } from 'vitest'
import type { PasswordHasher } from '../../api/ports/infrastructure'
import { createAccessTokens } from '../../api/auth/access-tokens'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// Signing in (/api/auth/login): the session it returns, identical answers for every failure, and
// the access token's lifetime and issuer.

export function loginSuite(h: Harness) {
  it('logs a verified user in with a JWT access token and a refresh token', async () => {
    const user = await h.createUser({ name: 'Mehmet' })
    const res = await h.post('/api/auth/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    })
    expect(res.status).toBe(200)
    const body = sessionResponseSchema.parse(res.body)
    expect(body.message).toBe('Giriş başarılı')
    expect(body.data.token.split('.')).toHaveLength(3)
    expect(body.data.refresh_token).not.toBe(body.data.token)
    expect(body.data.expiresIn).toBe(900)
    expect(body.data.expires_in).toBe(900)
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, role: 'user', name: 'Mehmet' })
    expect(res.text).not.toContain('passwordHash')
    expect(res.text).not.toContain(user.passwordHash ?? '-')
    const me = await h.call('GET', '/api/me', { token: body.data.token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ success: true, data: { user: { id: user.id } } })
    expect((await h.ports.repos.users.findById(user.id))?.lastLoginAt).not.toBeNull()
  })

  it('answers unknown address, wrong password and suspended account identically', async () => {
    const active = await h.createUser()
    const suspended = await h.createUser({ status: 'suspended' })
    const answers = await Promise.all([
      h.post('/api/auth/login', { email: h.email('nobody'), password: STRONG_PASSWORD }),
      h.post('/api/auth/login', { email: active.email, password: 'Yanlis-Sifre-123' }),
      h.post('/api/auth/login', { email: suspended.email, password: STRONG_PASSWORD }),
    ])
    for (const res of answers) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ success: false, message: 'Email veya şifre hatalı' })
    }
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
  })

  it('checks a password hash even when the address is unknown (similar timing)', async () => {
    let verifications = 0
    const counting: PasswordHasher = {
      hash: (p) => h.ports.passwords.hash(p),
      verify: (hash, p) => {
        verifications++
        return h.ports.passwords.verify(hash, p)
      },
    }
    h.withPorts({ passwords: counting })
    await h.post('/api/auth/login', { email: h.email('ghost'), password: STRONG_PASSWORD })
    expect(verifications).toBe(1)
  })

  it('tells an unverified user to verify, only with the right password', async () => {
    const email = h.email()
    await h.post('/api/auth/register', { name: 'A', email, password: STRONG_PASSWORD })
    const wrong = await h.post('/api/auth/login', { email, password: 'Yanlis-Sifre-123' })
    expect(wrong.status).toBe(401)
    const right = await h.post('/api/auth/login', { email, password: STRONG_PASSWORD })
    expect(right.status).toBe(403)
    expect(right.body).toEqual({
      success: false,
      message:
        'Email adresiniz henüz doğrulanmadı. Lütfen e-postanıza gönderilen 6 haneli doğrulama kodunu girin.',
      data: { verification_required: true, email },
    })
  })

  it('requires both login fields', async () => {
    const res = await h.post('/api/auth/login', { email: h.email() })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, message: 'Lütfen tüm alanları doldurun' })
  })

  it('never accepts demo tokens on a host that refuses them', async () => {
    const user = await h.createUser()
    const demoTokens = createAccessTokens({
      ...h.ports,
      config: { ...h.ports.config, issuesDemoTokens: true, acceptsDemoTokens: true },
    })
    const session = await h.login(user.email)
    const demo = await demoTokens.sign(user, 'any-session')
    expect((await h.call('GET', '/api/me', { token: demo })).status).toBe(401)
    expect((await h.call('GET', '/api/me', { token: session.token })).status).toBe(200)
  })

  it('reads each sign-in counter once, and forgets failures only where there are some', async () => {
    const counters = h.ports.repos.rateLimits
    const calls = { peeks: 0, hitsFromPeek: 0, resets: 0 }
    h.withPorts({
      repos: {
        ...h.ports.repos,
        rateLimits: {
          ...counters,
          peek: (...args: Parameters<typeof counters.peek>) => {
            calls.peeks++
            return counters.peek(...args)
          },
          hit: (...args: Parameters<typeof counters.hit>) => {
            if (args[4] !== undefined) calls.hitsFromPeek++
            return counters.hit(...args)
          },
          reset: (...args: Parameters<typeof counters.reset>) => {
            calls.resets++
            return counters.reset(...args)
          },
        },
      },
    })
    const user = await h.createUser()
    const ip = h.ip()
    const login = (password: string) => h.post('/api/auth/login', { email: user.email, password }, { ip })
    expect((await login(STRONG_PASSWORD)).status).toBe(200)
    // The address's, the client's and the account's counters are read once each; the address's count
    // starts from its read, and a client without failures has none to forget.
    expect(calls).toEqual({ peeks: 3, hitsFromPeek: 1, resets: 0 })
    // Failures are still forgotten by a success: nine more do not stop this client (ten would).
    for (let i = 0; i < 9; i++) expect((await login(`Yanlis-${i}-Sifre`)).status).toBe(401)
    calls.resets = 0
    expect((await login(STRONG_PASSWORD)).status).toBe(200)
    expect(calls.resets).toBe(1)
    for (let i = 0; i < 9; i++) expect((await login(`Yanlis-${i}-Sifre`)).status).toBe(401)
    expect((await login(STRONG_PASSWORD)).status).toBe(200)
  })

  it('expires access tokens after expiresIn seconds', async () => {
    const user = await h.createUser()
    const { token } = await h.login(user.email)
    h.advance(901)
    const res = await h.call('GET', '/api/me', { token })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({
      success: false,
      message: 'Oturum bulunamadı veya süresi doldu. Lütfen tekrar giriş yapın.',
    })
  })
}
