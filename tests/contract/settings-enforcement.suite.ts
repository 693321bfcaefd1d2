import { afterEach, expect, it } from 'vitest'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { createSettingsSmtp } from '../../server/mail/settings-smtp'
import { startMailCatcher } from '../support/mail-catcher'
import { STRONG_PASSWORD, type Harness } from './harness'

const PATH = '/api/admin/settings'
const MAINTENANCE = {
  success: false,
  message: 'Sistem bakımda. Lütfen daha sonra tekrar deneyin.',
  data: { code: 'MAINTENANCE' },
}

// Each setting does what it says (docs/rules/system-settings.md#what-each-setting-does).
export function settingsEnforcementSuite(h: Harness) {
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })
  const patch = async (token: string, body: Record<string, unknown>) => {
    const res = await h.call('PATCH', PATH, { token, body })
    expect(res.status, res.text).toBe(200)
  }

  it('maintenance mode: a customer’s calls answer 503 with a code, admins and public calls go on', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    await patch(admin.token, { maintenanceMode: true })
    for (const path of ['/api/me', '/api/me/website-requests', '/api/me/notifications']) {
      const res = await h.call('GET', path, { token: customer.token })
      expect(res.status, path).toBe(503)
      expect(res.body).toEqual(MAINTENANCE)
    }
    expect((await h.call('GET', '/api/admin/overview', { token: admin.token })).status).toBe(200)
    expect((await h.call('GET', '/api/me', { token: admin.token })).status).toBe(200)
    const publicSettings = await h.call('GET', '/api/settings/public')
    expect(publicSettings.body).toMatchObject({ maintenanceMode: true })
    expect((await h.call('GET', '/health')).status).toBe(200)
    // An admin can still sign in; nobody can sign up.
    expect((await h.login(admin.user.email)).token).toBeTruthy()
    const register = await h.post('/api/auth/register', {
      name: 'A',
      email: h.email(),
      password: STRONG_PASSWORD,
    })
    expect(register.status).toBe(503)
    await patch(admin.token, { maintenanceMode: false })
    expect((await h.call('GET', '/api/me', { token: customer.token })).status).toBe(200)
  })

  it('registration off and the minimum password length apply at once', async () => {
    const admin = await h.adminToken()
    await patch(admin.token, { passwordMinLength: 16 })
    const short = await h.post('/api/auth/register', {
      name: 'A',
      email: h.email(),
      password: 'Elma-Armut-4242',
    })
    expect(short.body).toEqual({ success: false, message: 'Şifre en az 16 karakter olmalıdır.' })
    await patch(admin.token, { registrationEnabled: false })
    const closed = await h.post('/api/auth/register', {
      name: 'A',
      email: h.email(),
      password: STRONG_PASSWORD,
    })
    expect(closed.status).toBe(403)
    expect(closed.body).toEqual({ success: false, message: 'Yeni kayıtlar şu anda kapalı.' })
  })

  it('session timeout: a session idle longer than the setting cannot be refreshed', async () => {
    const admin = await h.adminToken()
    await patch(admin.token, { sessionTimeout: 20 })
    const user = await h.createUser()
    const active = await h.login(user.email)
    h.advance(19 * 60)
    const kept = await h.post('/api/auth/refresh', { refreshToken: active.refresh_token })
    expect(kept.status).toBe(200)
    const idle = await h.login(user.email)
    h.advance(21 * 60)
    const ended = await h.post('/api/auth/refresh', { refreshToken: idle.refresh_token })
    expect(ended.status).toBe(401)
  })

  it('maximum file size: a Galeri upload over the setting is refused with its limit', async () => {
    const admin = await h.adminToken()
    await patch(admin.token, { maxFileSize: 1 })
    const customer = await h.customerToken()
    const png = new Uint8Array(1024 * 1024 + 1)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const form = new FormData()
    form.set('file', new File([png.buffer], 'büyük.png', { type: 'image/png' }))
    form.set('category', 'photos')
    const res = await h.app.request('/api/me/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      success: false,
      message: 'Dosya boyutu 1 MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.',
    })
  })

  it('rate limit: past maxRequestsPerMinute a client gets 429 with Retry-After; off, no limit', async () => {
    const admin = await h.adminToken()
    await patch(admin.token, { maxRequestsPerMinute: 10 })
    const ip = h.ip()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await h.call('GET', '/api/settings/public', { ip })).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    const refused = await h.call('GET', '/api/settings/public', { ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      success: false,
      message: 'Çok fazla istek gönderildi. Lütfen bir dakika sonra tekrar deneyin.',
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is counted on its own; a minute later the client may call again.
    expect((await h.call('GET', '/api/settings/public', { ip: h.ip() })).status).toBe(200)
    h.advance(61)
    expect((await h.call('GET', '/api/settings/public', { ip })).status).toBe(200)
    await patch(admin.token, { rateLimitEnabled: false })
    for (let i = 0; i < 15; i++) expect((await h.call('GET', '/health', { ip })).status).toBe(200)
    for (let i = 0; i < 15; i++)
      expect((await h.call('GET', '/api/settings/public', { ip })).status).toBe(200)
  })

  it('SMTP settings: mail leaves through the server the settings name, from the next mail on', async () => {
    const first = await startMailCatcher()
    const second = await startMailCatcher()
    const smtp = createSettingsSmtp('SiteKur <no-reply@sitekur.app>')
    try {
      h.withPorts({ smtp })
      const admin = await h.adminToken()
      const portOf = (url: string) => Number(new URL(url).port)
      const server = { smtpHost: '127.0.0.1', smtpEncryption: 'none', smtpUsername: '' }
      await patch(admin.token, { ...server, smtpPort: portOf(first.url), siteName: 'Kur Ajans' })
      const one = h.email()
      await h.post('/api/auth/register', { name: 'Bir', email: one, password: STRONG_PASSWORD })
      expect((await first.waitFor(one, { timeoutMs: 10_000 })).raw).toMatch(
        /From: "?Kur Ajans"? <no-reply@sitekur\.app>/,
      )
      await patch(admin.token, { smtpPort: portOf(second.url) })
      const two = h.email()
      await h.post('/api/auth/register', { name: 'İki', email: two, password: STRONG_PASSWORD })
      await second.waitFor(two, { timeoutMs: 10_000 })
      expect(first.messages.some((m) => m.to.includes(two))).toBe(false)
      // No SMTP server named: the host's mailer again.
      await patch(admin.token, { smtpHost: '' })
      const three = h.email()
      await h.post('/api/auth/register', { name: 'Üç', email: three, password: STRONG_PASSWORD })
      expect(h.mailsTo(three)).toHaveLength(1)

      // "Bağlantıyı test et": the submitted values, or the saved ones.
      const ok = await h.post(
        `${PATH}/smtp-test`,
        { ...server, smtpPort: portOf(second.url) },
        { token: admin.token },
      )
      expect(ok.body).toEqual({ success: true, message: 'SMTP bağlantısı başarılı.' })
      // The pooled connection to the second server closes first, or its stop waits for it.
      smtp.close()
      await second.stop()
      const failed = await h.post(
        `${PATH}/smtp-test`,
        { ...server, smtpPort: portOf(second.url) },
        { token: admin.token },
      )
      expect((failed.body as { success: boolean; message: string }).success).toBe(false)
      expect((failed.body as { message: string }).message).toMatch(/^SMTP bağlantısı kurulamadı: /)
      const none = await h.post(`${PATH}/smtp-test`, {}, { token: admin.token })
      expect(none.body).toEqual({ success: false, message: 'SMTP sunucusu girilmemiş.' })
    } finally {
      smtp.close()
      await first.stop()
      await second.stop().catch(() => {})
    }
  })
}
