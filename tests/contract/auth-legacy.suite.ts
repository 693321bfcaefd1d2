import { expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// The older clients' auth endpoints: /api/auth.php behind an X-CSRF-Token, and /api/auth for the
// admin API client.

export function legacyAuthSuite(h: Harness) {
  it('requires a valid X-CSRF-Token on /api/auth.php', async () => {
    const user = await h.createUser()
    const body = { action: 'login', email: user.email, password: STRONG_PASSWORD }
    const missing = await h.post('/api/auth.php', body)
    expect(missing.status).toBe(403)
    expect(missing.body).toEqual({
      success: false,
      message: 'Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyin.',
    })
    const forged = await h.post('/api/auth.php', body, {
      headers: { 'x-csrf-token': '9999999999.abc.deadbeef' },
    })
    expect(forged.status).toBe(403)

    const csrf = await h.call('GET', '/api/csrf-token.php')
    expect(csrf.status).toBe(200)
    const token = (csrf.body as { token: string }).token
    const ok = await h.post('/api/auth.php', body, { headers: { 'x-csrf-token': token } })
    expect(ok.status).toBe(200)
    const session = sessionResponseSchema.parse(ok.body).data
    expect(session.user.email).toBe(user.email)

    const refreshed = await h.post(
      '/api/auth.php',
      { action: 'refresh', refresh_token: session.refresh_token },
      { headers: { 'x-csrf-token': token } },
    )
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({
      success: true,
      data: { token: expect.any(String), refresh_token: expect.any(String) },
    })

    const unknown = await h.post('/api/auth.php', { action: 'steal' }, { headers: { 'x-csrf-token': token } })
    expect(unknown.status).toBe(400)

    h.advance(2 * 3600 + 1)
    const expired = await h.post('/api/auth.php', body, { headers: { 'x-csrf-token': token } })
    expect(expired.status).toBe(403)
  })

  it('registers and verifies through /api/auth.php', async () => {
    const { token } = (await h.call('GET', '/api/csrf-token.php')).body as { token: string }
    const headers = { 'x-csrf-token': token }
    const email = h.email()
    const reg = await h.post(
      '/api/auth.php',
      { action: 'register', name: 'Zeynep', email, password: STRONG_PASSWORD },
      { headers },
    )
    expect(reg.body).toMatchObject({ success: true, data: { verification_required: true, email } })
    const verify = await h.post(
      '/api/auth.php',
      { action: 'verify_email', email, code: h.codeFor(email) },
      { headers },
    )
    expect(verify.status).toBe(200)
    const session = sessionResponseSchema.parse(verify.body)
    expect(session.message).toBe('Email doğrulama başarılı!')
    expect(session.data.user).toMatchObject({ email, status: 'active', emailVerified: true })
    const logout = await h.post(
      '/api/auth.php',
      { action: 'logout' },
      { headers: { ...headers, authorization: `Bearer ${session.data.token}` } },
    )
    expect(logout.body).toEqual({ success: true, message: 'Çıkış yapıldı' })
    const refresh = await h.post('/api/auth/refresh', { refreshToken: session.data.refresh_token })
    expect(refresh.status).toBe(401)
  })

  it('answers the admin API client on /api/auth with top-level token and user', async () => {
    const user = await h.createUser()
    const res = await h.post('/api/auth', { action: 'login', email: user.email, password: STRONG_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      success: true,
      token: expect.any(String),
      refresh_token: expect.any(String),
      user: { id: user.id },
      data: { token: expect.any(String) },
    })
  })
}
