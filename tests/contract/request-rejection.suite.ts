import { afterEach, expect, it } from 'vitest'
import { meNotificationListResponseSchema } from '../../api/notifications/notification.shared'
import { defaultSystemSettings } from '../../api/settings/settings.shared'
import { websiteRequestResponseSchema } from '../../api/website-requests/website-request-input.shared'
import { createSettingsSmtp } from '../../server/mail/settings-smtp'
import { startMailCatcher } from '../support/mail-catcher'
import type { Harness } from './harness'
import { getRequest, patchStatus, submit } from './request-helpers'

// docs/rules/website-requests.md#rejecting-a-request: a rejection carries a reason on every door that
// can reject (the desk's PATCH, the documented .php call; the offline demo runs the same API), the
// customer reads it in their request, in the app and in the mail; going back to pending clears it.
export function requestRejectionSuite(h: Harness) {
  afterEach(async () => {
    if (h.store) await h.putSettings(defaultSystemSettings)
  })

  const REQUIRED = 'Talebi reddetmek için bir neden yazın; neden müşteriye iletilir.'
  const TOO_SHORT = 'Red nedeni en az 10 karakter olmalı.'
  const TOO_LONG = 'Red nedeni en fazla 1000 karakter olabilir.'
  const rejectThrough = (door: 'rest' | 'php', token: string, id: string, reason?: unknown) =>
    door === 'rest'
      ? h.call('PATCH', `/api/admin/website-requests/${id}`, {
          token,
          body: { status: 'rejected', ...(reason === undefined ? {} : { reason }) },
        })
      : h.post(
          '/api/update-request-status.php',
          { requestId: id, status: 'rejected', ...(reason === undefined ? {} : { reason }) },
          { token },
        )
  const requestAs = async (token: string, id: string, as: 'me' | 'admin') =>
    websiteRequestResponseSchema.parse((await getRequest(h, token, id, as)).body).data.request

  it('refuses a rejection without a valid reason on every door with 422, changing and telling nothing', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const request = await submit(h, a.token, { websiteName: 'Nedensiz Red' })
    const feedBefore = await h.ports.repos.notifications.count()
    const cases: Array<[unknown, string]> = [
      [undefined, REQUIRED],
      [null, REQUIRED],
      ['', REQUIRED],
      ['   \n  ', REQUIRED],
      ['Uygun değ', TOO_SHORT],
      // Ten characters once trimmed: spaces around do not count.
      ['    Olmaz.    ', TOO_SHORT],
      ['x'.repeat(1001), TOO_LONG],
    ]
    for (const door of ['rest', 'php'] as const) {
      for (const [reason, message] of cases) {
        const res = await rejectThrough(door, admin.token, request.id, reason)
        expect(res.status, `${door} ${JSON.stringify(reason)?.slice(0, 20)}`).toBe(422)
        expect(res.body).toEqual({ success: false, message })
      }
    }
    const stored = await requestAs(admin.token, request.id, 'admin')
    expect(stored).toMatchObject({ status: 'pending' })
    expect(stored.rejectionReason ?? null).toBeNull()
    expect(h.mailsTo(a.user.email)).toEqual([])
    expect(await h.ports.repos.notifications.count()).toBe(feedBefore)
    // Exactly ten characters, and a thousand, will do.
    const ten = await submit(h, a.token, { websiteName: 'On karakter' })
    expect((await rejectThrough('php', admin.token, ten.id, 'Olmaz, üzg')).status).toBe(200)
    const long = await submit(h, a.token, { websiteName: 'Bin karakter' })
    expect((await rejectThrough('rest', admin.token, long.id, 'ç'.repeat(1000))).status).toBe(200)
  })

  it('stores the reason; the customer reads it in the request, the app and the mail; reopening clears it', async () => {
    const catcher = await startMailCatcher()
    const smtp = createSettingsSmtp('SiteKur <no-reply@sitekur.app>')
    try {
      h.withPorts({ smtp })
      const admin = await h.adminToken()
      const port = Number(new URL(catcher.url).port)
      const settings = { smtpHost: '127.0.0.1', smtpPort: port, smtpEncryption: 'none', smtpUsername: '' }
      const saved = await h.call('PATCH', '/api/admin/settings', { token: admin.token, body: settings })
      expect(saved.status, saved.text).toBe(200)
      const a = await h.customerToken()
      const request = await submit(h, a.token, { websiteName: 'Kripto Kulübü' })
      const reason = 'Yatırım tavsiyesi içeren siteler için SPK belgesi gerekiyor.'

      const since = catcher.messages.length
      const res = await patchStatus(h, admin.token, request.id, 'rejected', 'pending', `  ${reason}\n`)
      expect(res.status, res.text).toBe(200)
      expect(await requestAs(a.token, request.id, 'me')).toMatchObject({
        status: 'rejected',
        rejectionReason: reason,
      })
      const mail = await catcher.waitFor(a.user.email, { since, timeoutMs: 10_000 })
      expect(mail.subject).toBe('Website talebiniz güncellendi: Reddedildi')
      expect(mail.text).toContain(`Red nedeni: ${reason}`)
      expect(mail.html).toContain(`Red nedeni: ${reason}`)
      const feed = meNotificationListResponseSchema.parse(
        (await h.call('GET', '/api/me/notifications', { token: a.token })).body,
      ).data
      expect(feed.items[0]).toMatchObject({ title: 'Website talebiniz: Reddedildi' })
      expect(feed.items[0]?.message).toContain(`Red nedeni: ${reason}`)
      const [logged] = await h.ports.repos.activityLog.list({
        search: `Kripto Kulübü (#${request.requestNumber})`,
      })
      expect(logged?.details).toContain(`(Red nedeni: ${reason})`)

      // Back to pending: the reason goes with the rejection. Rejected again: a new reason, a new mail.
      h.advance(1)
      const reopening = catcher.messages.length
      expect((await patchStatus(h, admin.token, request.id, 'pending')).status).toBe(200)
      expect((await requestAs(a.token, request.id, 'me')).rejectionReason ?? null).toBeNull()
      const reopened = await catcher.waitFor(a.user.email, { since: reopening, timeoutMs: 10_000 })
      expect(reopened.subject).toBe('Website talebiniz güncellendi: Beklemede')
      expect(reopened.text).not.toContain('Red nedeni')
      h.advance(1)
      const again = catcher.messages.length
      const second = 'Belgenizi aldık, ancak içerik yine de garantili kazanç vaat ediyor.'
      expect((await rejectThrough('php', admin.token, request.id, second)).status).toBe(200)
      expect((await requestAs(a.token, request.id, 'me')).rejectionReason).toBe(second)
      const secondMail = await catcher.waitFor(a.user.email, { since: again, timeoutMs: 10_000 })
      expect(secondMail.text).toContain(`Red nedeni: ${second}`)
      // Another customer cannot read it.
      const b = await h.customerToken()
      expect((await getRequest(h, b.token, request.id, 'me')).status).toBe(404)
    } finally {
      smtp.close()
      await catcher.stop()
    }
  })
}
