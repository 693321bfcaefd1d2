import { expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

export function rateLimitSuite(h: Harness) {
  it('stops a client after 10 failed logins for one account, without locking the owner out', async () => {
    const user = await h.createUser()
    const attacker = h.ip()
    for (let i = 0; i < 10; i++) {
      const res = await h.post(
        '/api/auth/login',
        { email: user.email, password: `Yanlis-${i}-Sifre` },
        { ip: attacker },
      )
      expect(res.status).toBe(401)
    }
    const blocked = await h.post(
      '/api/auth/login',
      { email: user.email, password: STRONG_PASSWORD },
      { ip: attacker },
    )
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.body).toMatchObject({
      success: false,
      message: expect.stringContaining('Çok fazla başarısız giriş denemesi'),
    })
    // The same answer for an unknown address after the same number of failures.
    const ghost = h.email('ghost')
    for (let i = 0; i < 10; i++)
      await h.post('/api/auth/login', { email: ghost, password: `Yanlis-${i}-Sifre` }, { ip: attacker })
    const ghostBlocked = await h.post(
      '/api/auth/login',
      { email: ghost, password: STRONG_PASSWORD },
      { ip: attacker },
    )
    expect(ghostBlocked.status).toBe(429)
    expect(ghostBlocked.text).toBe(blocked.text)
    // The owner, from their own address, signs in as usual; the attacker's window passes.
    expect((await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })).status).toBe(
      200,
    )
    h.advance(15 * 60 + 1)
    const later = await h.post(
      '/api/auth/login',
      { email: user.email, password: STRONG_PASSWORD },
      { ip: attacker },
    )
    expect(later.status).toBe(200)
  })

  it('slows guesses at an account from many addresses, but lets its known device in', async () => {
    h.withPorts({
      config: {
        ...h.ports.config,
        rateLimits: {
          loginFailuresPerAccount: { limit: 5, windowSeconds: 900 },
          loginSlowedPerAccount: { limit: 1, windowSeconds: 60 },
        },
      },
    })
    const user = await h.createUser()
    const first = await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })
    const deviceToken = sessionResponseSchema.parse(first.body).data.device_token
    expect(deviceToken).toBeTruthy()
    for (let i = 0; i < 5; i++) {
      const res = await h.post(
        '/api/auth/login',
        { email: user.email, password: `Yanlis-${i}` },
        { ip: h.ip() },
      )
      expect(res.status).toBe(401)
    }
    // Under attack: a device the account has not seen gets one attempt per minute…
    const slowed = await h.post(
      '/api/auth/login',
      { email: user.email, password: 'Yanlis-x' },
      { ip: h.ip() },
    )
    expect(slowed.status).toBe(401)
    const refused = await h.post(
      '/api/auth/login',
      { email: user.email, password: STRONG_PASSWORD },
      { ip: h.ip() },
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // …the owner's device is not refused, and a forged device token counts for nothing.
    const owner = await h.post('/api/auth/login', {
      email: user.email,
      password: STRONG_PASSWORD,
      deviceToken,
    })
    expect(owner.status).toBe(200)
    const forged = `${deviceToken!.slice(0, -4)}0000`
    const stranger = await h.post(
      '/api/auth/login',
      {
        email: user.email,
        password: STRONG_PASSWORD,
        deviceToken: forged,
      },
      { ip: h.ip() },
    )
    expect(stranger.status).toBe(429)
    // A minute later an unknown device may try again (and the right password works).
    h.advance(61)
    expect(
      (await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD }, { ip: h.ip() }))
        .status,
    ).toBe(200)
  })

  it('limits logins per client address', async () => {
    h.withPorts({
      config: { ...h.ports.config, rateLimits: { loginPerIp: { limit: 5, windowSeconds: 60 } } },
    })
    const user = await h.createUser()
    const ip = h.ip()
    for (let i = 0; i < 5; i++)
      expect(
        (await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD }, { ip })).status,
      ).toBe(200)
    const blocked = await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD }, { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBeTruthy()
    expect(
      (await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD }, { ip: h.ip() }))
        .status,
    ).toBe(200)
  })

  it('limits verification attempts per address and per client address', async () => {
    h.withPorts({
      config: {
        ...h.ports.config,
        rateLimits: {
          verifyPerEmail: { limit: 3, windowSeconds: 600 },
          verifyPerIp: { limit: 4, windowSeconds: 600 },
        },
      },
    })
    const email = h.email()
    for (let i = 0; i < 3; i++)
      await h.post('/api/auth/verify-email', { email, code: '000000' }, { ip: h.ip() })
    const perEmail = await h.post('/api/auth/verify-email', { email, code: '000000' }, { ip: h.ip() })
    expect(perEmail.status).toBe(429)
    expect(perEmail.headers.get('retry-after')).toBeTruthy()
    const ip = h.ip()
    for (let i = 0; i < 4; i++)
      await h.post('/verify-email.php', { action: 'verify', token: `t${i}` }, { ip })
    expect((await h.post('/verify-email.php', { action: 'verify', token: 'again' }, { ip })).status).toBe(429)
  })

  it('limits resends per client address', async () => {
    h.withPorts({
      config: { ...h.ports.config, rateLimits: { resendPerIp: { limit: 2, windowSeconds: 3600 } } },
    })
    const ip = h.ip()
    expect((await h.post('/verify-email.php', { action: 'resend', email: h.email() }, { ip })).status).toBe(
      200,
    )
    expect((await h.post('/verify-email.php', { action: 'resend', email: h.email() }, { ip })).status).toBe(
      200,
    )
    const blocked = await h.post('/verify-email.php', { action: 'resend', email: h.email() }, { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBeTruthy()
  })

  it('never answers a burst of logins with a 5xx', async () => {
    const user = await h.createUser()
    const attempts = Array.from({ length: 40 }, (_, i) =>
      h.post('/api/auth/login', {
        email: i % 3 === 0 ? h.email('ghost') : user.email,
        password: i % 2 ? STRONG_PASSWORD : 'Yanlis-Sifre-1',
      }),
    )
    const statuses = (await Promise.all(attempts)).map((r) => r.status)
    expect(statuses.every((s) => [200, 401, 429].includes(s))).toBe(true)
    expect(statuses).toContain(200)
  })
}
