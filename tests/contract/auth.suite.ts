import { expect, it } from 'vitest'
import type { PasswordHasher } from '../../api/ports'
import { registerResponseSchema, sessionResponseSchema } from '../../api/schemas/auth'
import { defaultSystemSettings } from '../../api/schemas/settings'
import { createAccessTokens } from '../../api/auth/access-tokens'
import { STRONG_PASSWORD, type Harness } from './harness'

export function authSuite(h: Harness) {
  it('registers with verification_required and mails a 6-digit code and a link', async () => {
    const email = h.email()
    const res = await h.post('/api/auth/register', {
      name: 'Ayşe Yılmaz',
      email: ` ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      success: true,
      message: 'Kayıt başarılı! E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
      data: { verification_required: true, email },
    })
    registerResponseSchema.parse(res.body)
    const mail = h.mailsTo(email)
    expect(mail).toHaveLength(1)
    expect(h.codeFor(email)).toMatch(/^\d{6}$/)
    expect(mail[0]?.text).toContain(`http://localhost:`)
    expect(mail[0]?.text).toMatch(/\/#\/email-verification\?token=[A-Za-z0-9_-]{22}&email=/)
    const stored = await h.ports.repos.users.findByEmail(email)
    expect(stored).toMatchObject({
      name: 'Ayşe Yılmaz',
      role: 'user',
      status: 'pending',
      emailVerifiedAt: null,
    })
    expect(stored?.passwordHash).not.toContain(STRONG_PASSWORD)
    expect(await h.ports.repos.outbox.count({ filter: { to: email } })).toBe(1)
  })

  it('answers register identically for a new, an unverified and a verified address', async () => {
    const fresh = h.email()
    const unverified = h.email()
    const verified = await h.createUser()
    await h.post('/api/auth/register', { name: 'A', email: unverified, password: STRONG_PASSWORD })
    h.advance(121)
    const answers = await Promise.all(
      [fresh, unverified, verified.email].map((email) =>
        h.post('/api/auth/register', { name: 'Başka Biri', email, password: 'Baska-Sifre-1234' }),
      ),
    )
    for (const [index, email] of [fresh, unverified, verified.email].entries()) {
      expect(answers[index]?.status).toBe(200)
      expect(answers[index]?.body).toEqual({
        success: true,
        message: 'Kayıt başarılı! E-posta adresinize gönderilen 6 haneli doğrulama kodunu girin.',
        data: { verification_required: true, email },
      })
    }
    // The verified owner is told about the attempt instead of getting a code; nothing was overwritten.
    expect(h.mailsTo(verified.email).at(-1)?.subject).toBe('SiteKur hesabınız zaten var')
    expect(await h.ports.repos.users.count({ filter: { email: verified.email } })).toBe(1)
    expect((await h.ports.repos.users.findByEmail(verified.email))?.name).toBe(verified.name)
    expect(h.mailsTo(unverified)).toHaveLength(2)
  })

  it('rejects missing fields, an invalid address, short, long and common passwords', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ email: h.email(), password: STRONG_PASSWORD }, 400, 'Lütfen tüm alanları doldurun'],
      [
        { name: 'A', email: 'not-an-email', password: STRONG_PASSWORD },
        400,
        'Geçerli bir email adresi girin.',
      ],
      [{ name: 'A', email: h.email(), password: 'Kisa-12' }, 400, 'Şifre en az 8 karakter olmalıdır.'],
      [
        { name: 'A', email: h.email(), password: 'x'.repeat(100) + STRONG_PASSWORD + 'y'.repeat(12) },
        400,
        'Şifre en fazla 128 karakter olabilir.',
      ],
      [
        { name: 'A', email: h.email(), password: 'GalataSaray' },
        400,
        'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
      ],
      [
        { name: 'A', email: h.email(), password: 'PASSWORD123' },
        400,
        'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await h.post('/api/auth/register', body)
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(res.body).toEqual({ success: false, message })
    }
    const max = await h.post('/api/auth/register', {
      name: 'A',
      email: h.email(),
      password: 'ğ'.repeat(100) + STRONG_PASSWORD.padEnd(28, '#'),
    })
    expect(max.status).toBe(200)
  })

  it('takes the minimum password length from the settings', async () => {
    await h.ports.repos.settings.put({ ...defaultSystemSettings, passwordMinLength: 14 })
    try {
      const short = await h.post('/api/auth/register', {
        name: 'A',
        email: h.email(),
        password: 'Elma-Armut-42',
      })
      expect(short.body).toEqual({ success: false, message: 'Şifre en az 14 karakter olmalıdır.' })
      const ok = await h.post('/api/auth/register', {
        name: 'A',
        email: h.email(),
        password: 'Elma-Armut-4242',
      })
      expect(ok.status).toBe(200)
    } finally {
      await h.ports.repos.settings.put(defaultSystemSettings)
    }
  })

  it('refuses registration when the settings close it', async () => {
    await h.ports.repos.settings.put({ ...defaultSystemSettings, registrationEnabled: false })
    try {
      const res = await h.post('/api/auth/register', {
        name: 'A',
        email: h.email(),
        password: STRONG_PASSWORD,
      })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ success: false, message: 'Yeni kayıtlar şu anda kapalı.' })
    } finally {
      await h.ports.repos.settings.put(defaultSystemSettings)
    }
  })

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
