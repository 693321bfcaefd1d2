import { afterEach, expect, it } from 'vitest'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { createSettingsSmtp } from '../../server/mail/settings-smtp'
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher'
import { STRONG_PASSWORD, type Harness } from './harness'

const PATH = '/api/admin/settings'
const STORED = 'Kayitli-Smtp-Sifresi-42'
const USER = 'posta@kur.example'
const TEST_REFUSED =
  'Kayıtlı SMTP şifresi yalnızca kaydedildiği sunucuyla (adres, port, şifreleme) kullanılır. Bu sunucuyu test etmek için şifresini girin.'
const WRITE_REFUSED =
  'Kayıtlı SMTP şifresi yalnızca kaydedildiği sunucuyla (adres, port, şifreleme) kullanılır. Yeni sunucunun şifresini girin ya da kayıtlı şifreyi silin.'

// The stored SMTP password goes only to the server it was saved for
// (docs/rules/system-settings.md#the-stored-password-stays-with-its-server), checked against real SMTP
// servers on loopback that keep the credentials they are given.
export function smtpPasswordSuite(h: Harness) {
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })

  async function twoServers(run: (saved: MailCatcher, other: MailCatcher, admin: string) => Promise<void>) {
    const saved = await startMailCatcher({ auth: true })
    const other = await startMailCatcher({ auth: true })
    const smtp = createSettingsSmtp('SiteKur <no-reply@sitekur.app>')
    try {
      h.withPorts({ smtp })
      const { token } = await h.adminToken()
      const stored = await h.call('PATCH', PATH, {
        token,
        body: { smtpHost: '127.0.0.1', smtpPort: portOf(saved), smtpEncryption: 'none', smtpUsername: USER },
      })
      expect(stored.status, stored.text).toBe(200)
      expect((await h.call('PATCH', PATH, { token, body: { smtpPassword: STORED } })).status).toBe(200)
      await run(saved, other, token)
    } finally {
      smtp.close()
      await saved.stop()
      await other.stop()
    }
  }
  const portOf = (catcher: MailCatcher) => Number(new URL(catcher.url).port)
  const smtpTest = (token: string, body: Record<string, unknown>) =>
    h.call('POST', `${PATH}/smtp-test`, { token, body })

  it('"Bağlantıyı test et" with another server and no password refuses, and sends the stored one nowhere', async () => {
    await twoServers(async (saved, other, token) => {
      const elsewhere = { smtpEncryption: 'none', smtpUsername: USER, smtpPassword: '' }
      for (const server of [
        { smtpHost: 'localhost', smtpPort: portOf(saved) },
        { smtpHost: '127.0.0.1', smtpPort: portOf(other) },
        { smtpHost: 'localhost', smtpPort: portOf(other) },
      ]) {
        const res = await smtpTest(token, { ...elsewhere, ...server })
        expect(res.status, JSON.stringify(server)).toBe(400)
        expect(res.body).toEqual({ success: false, message: TEST_REFUSED })
      }
      expect(other.logins).toEqual([])
      expect(saved.logins).toEqual([])

      // Its own server still gets it (the form's password left empty), and a new server the one typed.
      const own = await smtpTest(token, { smtpHost: '127.0.0.1', smtpPort: portOf(saved), smtpPassword: '' })
      expect(own.body).toEqual({ success: true, message: 'SMTP bağlantısı başarılı.' })
      expect(saved.logins).toEqual([{ username: USER, password: STORED }])
      const typed = await smtpTest(token, { ...elsewhere, smtpPort: portOf(other), smtpPassword: 'Yeni-1' })
      expect(typed.body).toEqual({ success: true, message: 'SMTP bağlantısı başarılı.' })
      // Without a user name another server is tested without signing in.
      const anonymous = await smtpTest(token, { ...elsewhere, smtpPort: portOf(other), smtpUsername: '' })
      expect(anonymous.body).toEqual({ success: true, message: 'SMTP bağlantısı başarılı.' })
      expect(other.logins).toEqual([{ username: USER, password: 'Yeni-1' }])
    })
  })

  it('a write naming another server without its password is refused; mail keeps its server', async () => {
    await twoServers(async (saved, other, token) => {
      for (const change of [
        { smtpPort: portOf(other) },
        { smtpHost: 'localhost' },
        { smtpEncryption: 'tls' },
        { smtpHost: 'LOCALHOST', smtpPort: portOf(other), smtpPassword: '' },
      ]) {
        const res = await h.call('PATCH', PATH, { token, body: change })
        expect(res.status, JSON.stringify(change)).toBe(400)
        expect(res.body).toEqual({
          success: false,
          message: 'Geçersiz istek verisi.',
          data: { errors: [{ path: 'smtpPassword', message: WRITE_REFUSED }] },
        })
      }
      expect(await h.ports.repos.settings.get()).toMatchObject({
        smtpHost: '127.0.0.1',
        smtpPort: portOf(saved),
        smtpEncryption: 'none',
        smtpPassword: STORED,
      })
      const email = h.email()
      await h.post('/api/auth/register', { name: 'Bir', email, password: STRONG_PASSWORD })
      await saved.waitFor(email, { timeoutMs: 10_000 })
      expect(saved.logins.at(-1)).toEqual({ username: USER, password: STORED })
      expect(other.logins).toEqual([])

      // The user name may change; another server is stored with its password, or with none.
      const same = { smtpHost: '127.0.0.1', smtpUsername: 'baska@kur.example' }
      expect((await h.call('PATCH', PATH, { token, body: same })).status).toBe(200)
      const moved = { smtpPort: portOf(other), smtpPassword: 'Yeni-2' }
      expect((await h.call('PATCH', PATH, { token, body: moved })).status).toBe(200)
      const cleared = { smtpHost: 'localhost', clearSmtpPassword: true }
      expect((await h.call('PATCH', PATH, { token, body: cleared })).status).toBe(200)
      expect(await h.ports.repos.settings.get()).toMatchObject({ smtpHost: 'localhost', smtpPassword: '' })
    })
  })
}
