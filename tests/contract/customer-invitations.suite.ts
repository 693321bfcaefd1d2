import { expect, it } from 'vitest'
import { invitationStatusResponseSchema } from '../../api/users/admin-users.shared'
import { accountInvitationResource } from '../../api/security/account-security-resources'
import { userResponseSchema } from '../../api/users/user-requests.shared'
import { STRONG_PASSWORD, type Harness } from './harness'

// An admin-created account's invitation (docs/rules/customers.md#invitations): the mail carries a
// set-password link and no password; the link works once, for 7 days, while the address stays the same.

const USERS = '/api/admin/users'

export function customerInvitationsSuite(h: Harness) {
  async function invite(token: string, name = 'Davetli Müşteri') {
    const email = h.email('davet')
    const res = await h.call('POST', USERS, { token, body: { name, email, subscription: 'Pro Plan' } })
    expect(res.status, res.text).toBe(201)
    return userResponseSchema.parse(res.body).data.user
  }
  /** The token of the newest set-password link mailed to the address. */
  function tokenFor(email: string): string {
    const mail = h.mailsTo(email).at(-1)
    const link = mail?.text.match(/https?:\/\/\S+#\/set-password\?token=(\S+)/)
    if (!link?.[1]) throw new Error(`no set-password link mailed to ${email}`)
    return decodeURIComponent(link[1])
  }
  const status = async (token: string) =>
    invitationStatusResponseSchema.parse((await h.call('GET', `/api/auth/invitations/${token}`)).body).data
  const accept = (token: string, password = STRONG_PASSWORD) =>
    h.post('/api/auth/invitations/accept', { token, password })

  it('mails a set-password link and no password; the link sets a working password once', async () => {
    const admin = await h.adminToken()
    const user = await invite(admin.token)
    const mails = h.mailsTo(user.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(`${h.ports.config.publicUrl}/#/set-password?token=`)
    expect(mails[0]?.text).not.toMatch(/şifreniz\s*:/i)
    expect(
      (await h.post('/api/auth/login', { email: user.email, password: STRONG_PASSWORD })).status,
    ).not.toBe(200)

    const token = tokenFor(user.email)
    expect(await status(token)).toMatchObject({ valid: true, email: user.email })
    const weak = await accept(token, 'kisa')
    expect(weak.status).toBe(400)
    expect(weak.body).toEqual({ success: false, message: 'Şifre en az 8 karakter olmalıdır.' })

    const accepted = await accept(token)
    expect(accepted.status, accepted.text).toBe(200)
    expect(accepted.body).toEqual({
      success: true,
      message: 'Şifreniz belirlendi. Artık giriş yapabilirsiniz.',
    })
    const session = await h.login(user.email)
    expect(session.user).toMatchObject({ id: user.id, emailVerified: true })

    const again = await accept(token, 'Baska-Bir-Sifre-77!')
    expect(again.status).toBe(400)
    expect((again.body as { message: string }).message).toContain('geçersiz, kullanılmış veya süresi dolmuş')
    expect(await status(token)).toEqual({ valid: false, email: null, expiresAt: null })
    expect((await h.login(user.email)).user.id).toBe(user.id)
  })

  it('expires after 7 days, dies with an e-mail change, and is replaced by a resend', async () => {
    const admin = await h.adminToken()
    const expiring = await invite(admin.token)
    const first = tokenFor(expiring.email)
    h.advance(7 * 86_400 + 1)
    expect((await status(first)).valid).toBe(false)
    expect((await accept(first)).status).toBe(400)

    const later = await h.adminToken()
    const resend = await h.call('POST', `${USERS}/${expiring.id}/invitation`, { token: later.token })
    expect(resend.status, resend.text).toBe(200)
    expect(resend.body).toEqual({ success: true, message: 'Davet e-postası yeniden gönderildi.' })
    const second = tokenFor(expiring.email)
    expect(second).not.toBe(first)
    expect((await status(second)).valid).toBe(true)

    const moved = await invite(later.token)
    const link = tokenFor(moved.email)
    const changed = await h.call('PATCH', `${USERS}/${moved.id}`, {
      token: later.token,
      body: { email: h.email('yeni-adres') },
    })
    expect(changed.status).toBe(200)
    expect((await status(link)).valid).toBe(false)
    expect((await accept(link)).status).toBe(400)
  })

  it('stops working once the account has a password, whichever way it was set', async () => {
    const admin = await h.adminToken()
    const open = (userId: string) =>
      h.ports.repos.resource(accountInvitationResource).count({ filter: { userId, usedAt: null } })

    // An admin sets a password: the open link is voided with it.
    const byAdmin = await invite(admin.token)
    const adminLink = tokenFor(byAdmin.email)
    expect(await open(byAdmin.id)).toBe(1)
    const set = await h.call('PATCH', `${USERS}/${byAdmin.id}`, {
      token: admin.token,
      body: { password: 'Yonetici-Koydu-31!' },
    })
    expect(set.status, set.text).toBe(200)
    expect(await open(byAdmin.id)).toBe(0)
    expect(await status(adminLink)).toEqual({ valid: false, email: null, expiresAt: null })
    expect((await accept(adminLink)).status).toBe(400)
    expect((await h.login(byAdmin.email, 'Yonetici-Koydu-31!')).user.id).toBe(byAdmin.id)

    // A password that reached the account any other way: the link checks the account, not only itself.
    const elsewhere = await invite(admin.token)
    const link = tokenFor(elsewhere.email)
    const passwordHash = await h.ports.passwords.hash(STRONG_PASSWORD)
    await h.ports.repos.users.update(elsewhere.id, { passwordHash })
    expect((await status(link)).valid).toBe(false)
    const refused = await accept(link, 'Baska-Bir-Sifre-77!')
    expect(refused.status).toBe(400)
    expect((refused.body as { message: string }).message).toContain(
      'geçersiz, kullanılmış veya süresi dolmuş',
    )
    expect((await h.ports.repos.users.findById(elsewhere.id))?.passwordHash).toBe(passwordHash)
  })

  it('resends only to accounts without a password, and only for admins', async () => {
    const admin = await h.adminToken()
    const customer = await h.customerToken()
    const withPassword = await h.call('POST', `${USERS}/${customer.user.id}/invitation`, {
      token: admin.token,
    })
    expect(withPassword.status).toBe(409)
    expect(withPassword.body).toEqual({
      success: false,
      message: 'Bu kullanıcı şifresini zaten belirlemiş; davet gerekmiyor.',
    })
    const invited = await invite(admin.token)
    const asCustomer = await h.call('POST', `${USERS}/${invited.id}/invitation`, { token: customer.token })
    expect(asCustomer.status).toBe(403)
    expect(h.mailsTo(invited.email)).toHaveLength(1)
  })
}
