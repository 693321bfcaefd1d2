import { expect, it } from 'vitest'
import { registerResponseSchema } from '../../api/auth/auth.shared'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// Registration (/api/auth/register): the answer that never tells whether an address is taken, the
// verification mail, the password rules and the settings that shape them.

export function registrationSuite(h: Harness) {
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
    expect(await h.ports.repos.mailQueue.count({ filter: { to: email } })).toBe(1)
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
    await h.putSettings({ ...defaultSystemSettings, passwordMinLength: 14 })
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
      await h.putSettings(defaultSystemSettings)
    }
  })

  it('refuses registration when the settings close it', async () => {
    await h.putSettings({ ...defaultSystemSettings, registrationEnabled: false })
    try {
      const res = await h.post('/api/auth/register', {
        name: 'A',
        email: h.email(),
        password: STRONG_PASSWORD,
      })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ success: false, message: 'Yeni kayıtlar şu anda kapalı.' })
    } finally {
      await h.putSettings(defaultSystemSettings)
    }
  })
}
