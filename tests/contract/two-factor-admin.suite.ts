import { expect, it } from 'vitest'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { twoFactorStatusResponseSchema } from '../../api/security/two-factor.shared'
import type { Harness } from './harness'
import { twoFactorSteps } from './two-factor-helpers'

const MUST_ENROL = {
  success: false,
  message: 'Yönetim paneli için iki adımlı doğrulamayı etkinleştirmeniz gerekiyor.',
  data: { code: 'two_factor_required' },
}

// The system setting `twoFactorAuth`: admins without two-factor reach no admin route until they enrol
// (docs/rules/account-security.md#admins-must-enrol). The setting is shared by the store, so each test
// turns it back off.
export function twoFactorAdminSuite(h: Harness) {
  const tf = twoFactorSteps(h)
  async function withSetting(on: boolean, run: () => Promise<void>) {
    const before = { ...defaultSystemSettings, ...(await h.ports.repos.settings.get()) }
    await h.putSettings({ ...before, twoFactorAuth: on })
    try {
      await run()
    } finally {
      await h.putSettings(before)
    }
  }

  it('refuses admin routes to an admin without two-factor while the setting is on; /api/me stays open', async () => {
    const { token } = await h.adminToken()
    expect((await h.call('GET', '/api/admin/overview', { token })).status).toBe(200)
    await withSetting(true, async () => {
      for (const path of ['/api/admin/overview', '/api/admin/users', '/api/stats']) {
        const refused = await h.call('GET', path, { token })
        expect(refused.status, path).toBe(403)
        expect(refused.body).toEqual(MUST_ENROL)
      }
      expect((await h.call('GET', '/api/me', { token })).status).toBe(200)
      const status = await h.call('GET', '/api/me/two-factor', { token })
      expect(twoFactorStatusResponseSchema.parse(status.body).data).toMatchObject({
        enabled: false,
        required: true,
      })

      await tf.enable(token)
      expect((await h.call('GET', '/api/admin/overview', { token })).status).toBe(200)
      const after = await h.call('GET', '/api/me/two-factor', { token })
      expect(twoFactorStatusResponseSchema.parse(after.body).data.required).toBe(false)
    })
  })

  it('leaves customers’ answers unchanged: still 403 forbidden on admin routes', async () => {
    const { token } = await h.customerToken()
    await withSetting(true, async () => {
      const refused = await h.call('GET', '/api/admin/overview', { token })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ success: false, message: 'Bu işlem için yetkiniz yok.' })
      const status = await h.call('GET', '/api/me/two-factor', { token })
      expect(twoFactorStatusResponseSchema.parse(status.body).data.required).toBe(false)
    })
  })
}
