import { afterEach, describe, expect, it } from 'vitest'
import { publicSettingsResponseSchema } from '../../api/schemas/public-settings'
import { defaultSystemSettings } from '../../api/schemas/settings'
import { useContractStore } from './harness'
import { stores } from './stores'

// GET /api/settings/public: what the sign-up screen shows is what registration enforces.
describe.each(stores)('public settings, store: $name', (factory) => {
  const h = useContractStore(factory)
  afterEach(async () => {
    if (h.store) await h.ports.repos.settings.put(defaultSystemSettings)
  })

  it('answers the defaults without a session', async () => {
    const res = await h.call('GET', '/api/settings/public')
    expect(res.status).toBe(200)
    expect(publicSettingsResponseSchema.parse(res.body)).toEqual({
      success: true,
      passwordMinLength: 8,
      registrationEnabled: true,
    })
    expect(Object.keys(res.body as object).sort()).toEqual([
      'passwordMinLength',
      'registrationEnabled',
      'success',
    ])
  })

  it('follows the stored settings, and registration enforces the same minimum', async () => {
    await h.ports.repos.settings.put({ ...defaultSystemSettings, passwordMinLength: 12 })
    const res = await h.call('GET', '/api/settings/public')
    expect(res.body).toMatchObject({ passwordMinLength: 12, registrationEnabled: true })
    const register = await h.post(
      '/api/auth/register',
      { name: 'Deniz', email: h.email(), password: 'Elma-Armut7' },
      { ip: h.ip() },
    )
    expect(register.status).toBe(400)
    expect(register.body).toEqual({ success: false, message: 'Şifre en az 12 karakter olmalıdır.' })

    await h.ports.repos.settings.put({ ...defaultSystemSettings, registrationEnabled: false })
    expect((await h.call('GET', '/api/settings/public')).body).toMatchObject({ registrationEnabled: false })
  })
})
