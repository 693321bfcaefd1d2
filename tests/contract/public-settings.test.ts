import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_SUPPORT_WHATSAPP,
  publicSettingsResponseSchema,
} from '../../api/settings/public-settings.shared'
import { defaultSystemSettings, type SystemSettings } from '../../api/settings/settings.shared'
import { useContractStore } from './harness'
import { stores } from './stores'

const PUBLIC_KEYS = [
  'maintenanceMode',
  'language',
  'passwordMinLength',
  'registrationEnabled',
  'siteName',
  'success',
  'theme',
  'timezone',
  'whatsappNumber',
].sort()

// Values no anonymous caller may ever see: each one is searched for in the raw answer.
const PRIVATE: Partial<SystemSettings> = {
  adminEmail: 'patron-gizli@sitekur.example',
  supportEmail: 'destek-gizli@sitekur.example',
  smtpHost: 'smtp-gizli.sitekur.example',
  smtpUsername: 'smtp-kullanici-gizli',
  smtpPassword: 'Smtp-Parola-Çok-Gizli-91',
  apiKey: 'sk_live_gizli_anahtar_7f3a9c',
  webhookUrl: 'https://hooks.sitekur.example/gizli-webhook',
}

// GET /api/settings/public: what the sign-up screen shows is what registration enforces, and the
// customer dashboards' WhatsApp support line; nothing else of the settings.
describe.each(stores)('public settings, store: $name', (factory) => {
  const h = useContractStore(factory)
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })

  it('answers the defaults without a session, the seeded support line included', async () => {
    expect(defaultSystemSettings.whatsappNumber).toBe(DEFAULT_SUPPORT_WHATSAPP)
    await h.putSettings(defaultSystemSettings)
    const res = await h.call('GET', '/api/settings/public')
    expect(res.status).toBe(200)
    expect(publicSettingsResponseSchema.parse(res.body)).toEqual({
      success: true,
      passwordMinLength: 8,
      registrationEnabled: true,
      whatsappNumber: '+90 850 532 74 85',
      siteName: 'SiteKur',
      theme: 'light',
      language: 'tr',
      timezone: 'Europe/Istanbul',
      maintenanceMode: false,
    })
    expect(Object.keys(res.body as object).sort()).toEqual(PUBLIC_KEYS)
  })

  it('follows the stored settings, and registration enforces the same minimum', async () => {
    await h.putSettings({ ...defaultSystemSettings, passwordMinLength: 12 })
    const res = await h.call('GET', '/api/settings/public')
    expect(res.body).toMatchObject({ passwordMinLength: 12, registrationEnabled: true })
    const register = await h.post(
      '/api/auth/register',
      { name: 'Deniz', email: h.email(), password: 'Elma-Armut7' },
      { ip: h.ip() },
    )
    expect(register.status).toBe(400)
    expect(register.body).toEqual({ success: false, message: 'Şifre en az 12 karakter olmalıdır.' })

    await h.putSettings({ ...defaultSystemSettings, registrationEnabled: false })
    expect((await h.call('GET', '/api/settings/public')).body).toMatchObject({ registrationEnabled: false })
  })

  it('carries the support number the admin set, and null when it was cleared', async () => {
    await h.putSettings({ ...defaultSystemSettings, whatsappNumber: ' 0532 123 45 67 ' })
    expect((await h.call('GET', '/api/settings/public')).body).toMatchObject({
      whatsappNumber: '0532 123 45 67',
    })
    await h.putSettings({ ...defaultSystemSettings, whatsappNumber: '  ' })
    const cleared = await h.call('GET', '/api/settings/public')
    expect(publicSettingsResponseSchema.parse(cleared.body).whatsappNumber).toBeNull()
  })

  it('never includes a private setting, whatever is stored', async () => {
    await h.putSettings({ ...defaultSystemSettings, ...PRIVATE })
    const res = await h.call('GET', '/api/settings/public')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body as object).sort()).toEqual(PUBLIC_KEYS)
    for (const [key, value] of Object.entries(PRIVATE)) {
      expect(res.text, key).not.toContain(String(value))
    }
    expect(res.text).not.toMatch(/smtp|apiKey|webhook|adminEmail|supportEmail/i)
    // A stored object carrying keys the schema does not know does not leak them either.
    const stored = { ...defaultSystemSettings, internalNote: 'gizli-not-42' } as SystemSettings
    await h.putSettings(stored)
    expect((await h.call('GET', '/api/settings/public')).text).not.toContain('gizli-not-42')
  })
})
