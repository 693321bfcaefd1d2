import { afterEach, expect, it } from 'vitest'
import { createApi } from '../../api/app'
import { resyncEvent } from '../../api/live/live-event.shared'
import { createMemoryEventBus } from '../../api/live/memory-event-bus'
import { auditResource } from '../../api/audit/audit-resource'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { adminSettingsResponseSchema, type AdminSettings } from '../../api/settings/settings-admin.shared'
import type { Harness } from './harness'

const PATH = '/api/admin/settings'

/** GET answers every field with the secrets blanked. */
export function settingsView(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return { ...defaultSystemSettings, smtpPasswordSet: false, apiKeySet: false, ...overrides }
}

// The settings API (docs/rules/system-settings.md): read, whole and partial writes with a Turkish
// message per field, write-only secrets, reset, audit, and the cache every process drops on a change.
export function systemSettingsSuite(h: Harness) {
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })
  const read = async (token: string) =>
    adminSettingsResponseSchema.parse((await h.call('GET', PATH, { token })).body).data.settings
  const patch = (token: string, body: unknown) => h.call('PATCH', PATH, { token, body })

  it('answers every field with its default to an admin, and refuses customers', async () => {
    const admin = await h.adminToken()
    await h.putSettings(defaultSystemSettings)
    expect(await read(admin.token)).toEqual(settingsView())
    const customer = await h.customerToken()
    expect((await h.call('GET', PATH, { token: customer.token })).status).toBe(403)
    expect((await patch(customer.token, { siteName: 'X' })).status).toBe(403)
  })

  it('refuses invalid values with a Turkish message per field and changes nothing', async () => {
    const { token } = await h.adminToken()
    const res = await patch(token, {
      siteName: '',
      siteUrl: 'ftp://örnek',
      adminEmail: 'yok',
      maxFileSize: 0,
      sessionTimeout: 5,
      passwordMinLength: 200,
      theme: 'mor',
      smtpPort: 70000,
      maxRequestsPerMinute: 1.5,
      bilinmeyen: true,
    })
    expect(res.status).toBe(400)
    const errors = (res.body as { data: { errors: Array<{ path: string; message: string }> } }).data.errors
    const byField = Object.fromEntries(errors.map((e) => [e.path, e.message]))
    expect(byField).toMatchObject({
      siteName: 'Site adı 1-100 karakter olmalıdır.',
      siteUrl: 'Site adresi http:// veya https:// ile başlayan geçerli bir adres olmalıdır.',
      adminEmail: 'Yönetici e-postası geçerli bir e-posta adresi olmalıdır.',
      maxFileSize: 'Maksimum dosya boyutu 1 ile 100 MB arasında bir tam sayı olmalıdır.',
      sessionTimeout: 'Oturum zaman aşımı 20 ile 1440 dakika arasında bir tam sayı olmalıdır.',
      passwordMinLength: 'Minimum şifre uzunluğu 6 ile 128 arasında bir tam sayı olmalıdır.',
      theme: 'Tema için geçersiz seçim.',
      smtpPort: 'SMTP portu 1 ile 65535 arasında bir tam sayı olmalıdır.',
      maxRequestsPerMinute: 'Dakikadaki maksimum istek 10 ile 100000 arasında bir tam sayı olmalıdır.',
      '': 'Bilinmeyen ayar alanı: bilinmeyen.',
    })
    expect(await read(token)).toEqual(settingsView())
    // PUT is the whole configuration: a missing field is named.
    const partialPut = await h.call('PUT', PATH, { token, body: { siteName: 'Yeni' } })
    expect(partialPut.status).toBe(400)
    expect(JSON.stringify(partialPut.body)).toContain('maintenanceMode')
  })

  it('stores a whole PUT and a partial PATCH, and says so', async () => {
    const { token } = await h.adminToken()
    const whole = { ...settingsView(), siteName: 'Kur Site', timezone: 'Europe/London' as const }
    const put = await h.call('PUT', PATH, { token, body: whole })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ success: true, message: 'Ayarlar başarıyla kaydedildi.' })
    const patched = await patch(token, { maxFileSize: 25, theme: 'dark' })
    expect(patched.status).toBe(200)
    expect(await read(token)).toEqual(
      settingsView({ siteName: 'Kur Site', timezone: 'Europe/London', maxFileSize: 25, theme: 'dark' }),
    )
  })

  it('keeps secrets write-only: never answered, kept when empty, cleared only when asked', async () => {
    const { token } = await h.adminToken()
    const secret = 'Smtp-Parola-Gizli-77'
    const key = 'sk_live_anahtar_4242'
    const first = await patch(token, { smtpHost: 'smtp.example.com', smtpPassword: secret, apiKey: key })
    expect(first.text).not.toContain(secret)
    expect(first.text).not.toContain(key)
    expect(await read(token)).toMatchObject({
      smtpPassword: '',
      apiKey: '',
      smtpPasswordSet: true,
      apiKeySet: true,
    })
    // The screen sends the form back with empty secrets: the stored ones stay.
    await h.call('PUT', PATH, { token, body: await read(token) })
    expect(await h.ports.repos.settings.get()).toMatchObject({ smtpPassword: secret, apiKey: key })
    await patch(token, { clearSmtpPassword: true })
    expect(await read(token)).toMatchObject({ smtpPasswordSet: false, apiKeySet: true })
    // The audit trail says what changed, never the secret.
    const audit = await h.ports.repos.resource(auditResource).list({ filter: { resource: 'systemSettings' } })
    expect(audit.length).toBeGreaterThanOrEqual(2)
    const all = JSON.stringify(audit)
    expect(all).not.toContain(secret)
    expect(all).not.toContain(key)
    expect(all).toContain('smtp.example.com')
  })

  it('resets every field to its default and keeps the secrets', async () => {
    const { token } = await h.adminToken()
    await patch(token, { siteName: 'Başka', maintenanceMode: true, apiKey: 'anahtar-1' })
    const res = await h.post(`${PATH}/reset`, undefined, { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: 'Ayarlar varsayılan değerlere sıfırlandı.' })
    expect(await read(token)).toEqual(settingsView({ apiKeySet: true }))
  })

  it('reads the store once, then from memory; another process’s change reaches it through the event bus', async () => {
    const bus = createMemoryEventBus()
    h.withPorts({ events: bus })
    const b = createApi({ ...h.ports, events: bus })
    const { token } = await h.adminToken()
    const get = async (app: ReturnType<typeof createApi>) =>
      (
        (await (await app.request(`${h.ports.config.publicUrl}/api/settings/public`)).json()) as {
          theme: string
        }
      ).theme
    expect(await get(b)).toBe('light')
    // A write through A: B's cached copy is dropped by A's settings event.
    await patch(token, { theme: 'dark' })
    expect(await get(b)).toBe('dark')
  })

  it('drops its cached copy when its process may have missed a settings event (a resync)', async () => {
    const bus = createMemoryEventBus()
    const b = createApi({ ...h.ports, events: bus })
    const theme = async () =>
      (
        (await (await b.request(`${h.ports.config.publicUrl}/api/settings/public`)).json()) as {
          theme: string
        }
      ).theme
    const before = await theme()
    // Another process changed the settings while this one was not listening: no settings event came.
    const stored = { ...defaultSystemSettings, ...(await h.ports.repos.settings.get()) }
    const other = before === 'dark' ? 'light' : 'dark'
    await h.ports.repos.settings.put({ ...stored, theme: other })
    try {
      expect(await theme()).toBe(before)
      bus.publish(resyncEvent(crypto.randomUUID(), new Date().toISOString()))
      expect(await theme()).toBe(other)
    } finally {
      await h.ports.repos.settings.put(stored)
    }
  })
}
