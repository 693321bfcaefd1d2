import { expect, it } from 'vitest'
import { sessionResponseSchema } from '../../api/auth/auth.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

const WRONG = 'Doğrulama kodu hatalı'
const TOO_MANY =
  'Çok fazla hatalı deneme yapıldı. Lütfen e-postanızdaki doğrulama bağlantısını kullanın veya yeni bir doğrulama e-postası isteyin.'
const RESENT = { success: true, message: 'Doğrulama e-postası yeniden gönderildi' }

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export function verificationSuite(h: Harness) {
  async function registered() {
    const email = h.email()
    const res = await h.post('/api/auth/register', { name: 'Deniz', email, password: STRONG_PASSWORD })
    expect(res.status).toBe(200)
    return email
  }
  const verify = (email: string, code: string) => h.post('/api/auth/verify-email', { email, code })
  const resend = (email: string, ip?: string) =>
    h.post('/verify-email.php', { action: 'resend', email }, { ip })

  it('verifies with the mailed code, signs in, and the code works once', async () => {
    const email = await registered()
    const code = h.codeFor(email)
    const res = await verify(email, code)
    expect(res.status).toBe(200)
    const session = sessionResponseSchema.parse(res.body)
    expect(session).toMatchObject({ success: true, message: 'Email doğrulama başarılı!' })
    expect(session.data.user).toMatchObject({ email, status: 'active', emailVerified: true })
    expect(session.data.expires_in).toBe(900)
    expect((await h.call('GET', '/api/me', { token: session.data.token })).status).toBe(200)
    const again = await verify(email, code)
    expect(again.status).toBe(400)
    expect((await h.login(email)).user.email).toBe(email)
  })

  it('accepts only six digits', async () => {
    const email = await registered()
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(email, code)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, message: 'Lütfen 6 haneli doğrulama kodunu girin' })
    }
  })

  it('expires the code after 15 minutes', async () => {
    const email = await registered()
    const code = h.codeFor(email)
    h.advance(15 * 60 + 1)
    const res = await verify(email, code)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      success: false,
      message: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
    })
  })

  it('voids the code after 5 wrong attempts', async () => {
    const email = await registered()
    const code = h.codeFor(email)
    for (let i = 1; i <= 4; i++) {
      expect((await verify(email, otherCode(code))).body).toEqual({ success: false, message: WRONG })
    }
    expect((await verify(email, otherCode(code))).body).toEqual({ success: false, message: TOO_MANY })
    const right = await verify(email, code)
    expect(right.status).toBe(400)
    expect(right.body).toEqual({ success: false, message: TOO_MANY })
  })

  it('cannot exceed 5 attempts with parallel guesses', async () => {
    const email = await registered()
    const code = h.codeFor(email)
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    )
    await Promise.all(guesses.map((g) => verify(email, g)))
    expect((await verify(email, code)).body).toEqual({ success: false, message: TOO_MANY })
  })

  it('refuses a resend before 120 s with 429 and Retry-After, then sends a new code', async () => {
    const email = await registered()
    const first = h.codeFor(email)
    h.advance(60)
    const early = await resend(email)
    expect(early.status).toBe(429)
    const retryAfter = Number(early.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(59)
    expect(retryAfter).toBeLessThanOrEqual(61)
    expect(h.mailsTo(email)).toHaveLength(1)
    h.advance(61)
    const ok = await resend(email)
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual(RESENT)
    const second = h.codeFor(email)
    expect(h.mailsTo(email)).toHaveLength(2)
    if (second !== first)
      expect((await verify(email, first)).body).toEqual({ success: false, message: WRONG })
    expect((await verify(email, second)).status).toBe(200)
  })

  it('keeps the failure count across a resend', async () => {
    const email = await registered()
    const first = h.codeFor(email)
    for (let i = 0; i < 3; i++) await verify(email, otherCode(first))
    h.advance(121)
    expect((await resend(email)).status).toBe(200)
    const second = h.codeFor(email)
    expect((await verify(email, otherCode(second))).body).toEqual({ success: false, message: WRONG })
    expect((await verify(email, otherCode(second))).body).toEqual({ success: false, message: TOO_MANY })
    expect((await verify(email, second)).body).toEqual({ success: false, message: TOO_MANY })
    // The link still works after the code is void, and a mail after exhaustion carries no code.
    h.advance(121)
    expect((await resend(email)).status).toBe(200)
    expect(h.mailsTo(email).at(-1)?.subject).toBe('SiteKur e-posta doğrulama bağlantınız')
    const link = await h.post('/verify-email.php', { action: 'verify', token: h.linkTokenFor(email) })
    expect(link.body).toEqual({ success: true, message: 'Email doğrulama başarılı!' })
  })

  it('answers resend identically for unknown, unverified and verified addresses', async () => {
    const unknown = h.email('ghost')
    const unverified = await registered()
    const verified = (await h.createUser()).email
    h.advance(121)
    const first = await Promise.all([unknown, unverified, verified].map((e) => resend(e)))
    for (const res of first) {
      expect(res.status).toBe(200)
      expect(res.body).toEqual(RESENT)
    }
    const second = await Promise.all([unknown, unverified, verified].map((e) => resend(e)))
    for (const res of second) {
      expect(res.status).toBe(429)
      expect(res.headers.get('retry-after')).toBe('120')
    }
    expect(new Set(second.map((r) => r.text)).size).toBe(1)
    expect(h.mailsTo(unknown)).toHaveLength(0)
    expect(h.mailsTo(verified).at(-1)?.subject).toBe('SiteKur hesabınız zaten var')
  })

  it('asks for an address on resend', async () => {
    const res = await h.post('/verify-email.php', { action: 'resend' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, message: 'E-posta adresi bulunamadı' })
  })

  it('verifies through the link once; an unknown, reused or missing token fails', async () => {
    const email = await registered()
    const token = h.linkTokenFor(email)
    const ok = await h.post('/verify-email.php', { action: 'verify', token })
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({ success: true, message: 'Email doğrulama başarılı!' })
    expect((await h.ports.repos.users.findByEmail(email))?.status).toBe('active')
    const reused = await h.post('/verify-email.php', { action: 'verify', token })
    expect(reused.status).toBe(400)
    expect(reused.body).toEqual({
      success: false,
      message: 'Doğrulama bağlantısı geçersiz, kullanılmış veya süresi dolmuş.',
    })
    expect((await h.post('/verify-email.php', { action: 'verify', token: 'x'.repeat(22) })).status).toBe(400)
    const missing = await h.post('/verify-email.php', { action: 'verify' })
    expect(missing.body).toEqual({ success: false, message: 'Doğrulama kodu bulunamadı' })
    expect((await h.post('/verify-email.php', { action: 'explode' })).status).toBe(400)
  })

  it('ends the link when the code is used, and voids an old link on resend', async () => {
    const a = await registered()
    const linkA = h.linkTokenFor(a)
    expect((await verify(a, h.codeFor(a))).status).toBe(200)
    expect((await h.post('/verify-email.php', { action: 'verify', token: linkA })).status).toBe(400)

    const b = await registered()
    const oldLink = h.linkTokenFor(b)
    h.advance(121)
    await resend(b)
    expect((await h.post('/verify-email.php', { action: 'verify', token: oldLink })).status).toBe(400)
    expect((await h.post('/api/auth/verify-link', { token: h.linkTokenFor(b) })).status).toBe(200)
  })

  it('expires the link after 24 hours', async () => {
    const email = await registered()
    const token = h.linkTokenFor(email)
    h.advance(24 * 3600 + 1)
    expect((await h.post('/verify-email.php', { action: 'verify', token })).status).toBe(400)
  })

  it('answers a wrong code for an unknown address like for a known one', async () => {
    const known = await registered()
    const a = await verify(known, otherCode(h.codeFor(known)))
    const b = await verify(h.email('ghost'), '123456')
    expect(a.status).toBe(b.status)
    expect(a.body).toEqual(b.body)
  })
}
