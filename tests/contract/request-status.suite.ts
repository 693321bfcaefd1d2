import { expect, it } from 'vitest'
import { meNotificationListResponseSchema } from '../../api/notifications/notification.shared'
import {
  statusChangeResponseSchema,
  websiteRequestResponseSchema,
} from '../../api/website-requests/website-request-input.shared'
import {
  canTransition,
  WEBSITE_REQUEST_STATUSES,
  type WebsiteRequestStatus,
} from '../../api/website-requests/website-request-status.shared'
import type { Harness } from './harness'
import { getRequest, moveTo, patchStatus, REJECTION_REASON, STATUS_FAILED, submit } from './request-helpers'

export function requestStatusSuite(h: Harness) {
  const statusOf = async (token: string, id: string, as: 'me' | 'admin' = 'admin') =>
    websiteRequestResponseSchema.parse((await getRequest(h, token, id, as)).body).data.request.status

  it('allows exactly pending → in-progress | rejected, in-progress → completed, rejected → pending', async () => {
    const legal = WEBSITE_REQUEST_STATUSES.flatMap((from) =>
      WEBSITE_REQUEST_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    )
    expect(legal.sort()).toEqual(
      ['pending→in-progress', 'pending→rejected', 'in-progress→completed', 'rejected→pending'].sort(),
    )
    const a = await h.customerToken()
    const admin = await h.adminToken()
    let n = 0
    for (const from of WEBSITE_REQUEST_STATUSES) {
      for (const to of WEBSITE_REQUEST_STATUSES) {
        const request = await submit(h, a.token, { websiteName: `Geçiş ${from} ${to}` })
        await moveTo(h, admin.token, request.id, from)
        // Half through the REST twin, half through the PHP-era call.
        const res =
          n++ % 2 === 0
            ? await patchStatus(h, admin.token, request.id, to)
            : await h.post(
                '/api/update-request-status.php',
                { requestId: request.id, status: to, requests: [], reason: REJECTION_REASON },
                { token: admin.token },
              )
        if (canTransition(from, to)) {
          expect(res.status, `${from} → ${to}: ${res.text}`).toBe(200)
          expect(statusChangeResponseSchema.parse(res.body).data.request.status).toBe(to)
          expect(await statusOf(admin.token, request.id)).toBe(to)
        } else {
          expect(res.status, `${from} → ${to}`).toBe(409)
          expect(res.body).toMatchObject(STATUS_FAILED)
          expect(await statusOf(admin.token, request.id)).toBe(from)
        }
      }
    }
  })

  it('refuses an unknown status with 422 and a missing request with 404, changing nothing', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const request = await submit(h, a.token, { websiteName: 'Bilinmeyen durum' })
    for (const status of ['done', 'PENDING', '']) {
      const res = await patchStatus(h, admin.token, request.id, status)
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject(STATUS_FAILED)
    }
    expect(await statusOf(admin.token, request.id)).toBe('pending')
    const missing = await h.post(
      '/api/update-request-status.php',
      { requestId: 'yok', status: 'completed' },
      { token: admin.token },
    )
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ success: false })
  })

  it('lets only admins change a status', async () => {
    const a = await h.customerToken()
    const request = await submit(h, a.token, { websiteName: 'Yetki' })
    expect((await patchStatus(h, '', request.id, 'in-progress')).status).toBe(401)
    const own = await patchStatus(h, a.token, request.id, 'in-progress')
    expect(own.status).toBe(403)
    const legacy = await h.post(
      '/api/update-request-status.php',
      { requestId: request.id, status: 'completed' },
      { token: a.token },
    )
    expect(legacy.status).toBe(403)
    expect(await statusOf(a.token, request.id, 'me')).toBe('pending')
  })

  it('lets one of two concurrent admins win; the other sees the current state', async () => {
    const a = await h.customerToken()
    const first = await h.adminToken()
    const second = await h.adminToken()
    const request = await submit(h, a.token, { websiteName: 'Yarış' })
    const answers = await Promise.all([
      patchStatus(h, first.token, request.id, 'in-progress'),
      patchStatus(h, second.token, request.id, 'rejected'),
    ])
    const winners = answers.filter((r) => r.status === 200)
    const losers = answers.filter((r) => r.status === 409)
    expect(winners).toHaveLength(1)
    expect(losers).toHaveLength(1)
    const final = await statusOf(first.token, request.id)
    expect(['in-progress', 'rejected']).toContain(final)
    expect(losers[0]?.body).toMatchObject({
      ...STATUS_FAILED,
      data: { request: { id: request.id, status: final } },
    })
    // Exactly one change was logged and notified.
    const logged = await h.ports.repos.activityLog.list({ search: `Yarış (#${request.requestNumber})` })
    expect(logged).toHaveLength(1)
    // A stale view (expectedStatus) is refused even where the move itself would be legal.
    const other = await submit(h, a.token, { websiteName: 'Bayat görünüm' })
    await moveTo(h, first.token, other.id, 'rejected')
    await patchStatus(h, first.token, other.id, 'pending')
    const stale = await patchStatus(h, second.token, other.id, 'in-progress', 'rejected')
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ data: { request: { status: 'pending' } } })
    expect(await statusOf(first.token, other.id)).toBe('pending')
  })

  it('logs each change, notifies the customer in the app and by mail (recorded in the outbox)', async () => {
    const a = await h.customerToken()
    const admin = await h.adminToken()
    const request = await submit(h, a.token, { websiteName: 'Çiçek Sepeti', userEmail: 'baska@example.com' })
    const feed = async () => {
      const res = await h.call('GET', '/api/me/notifications', { token: a.token })
      expect(res.status).toBe(200)
      return meNotificationListResponseSchema.parse(res.body).data
    }
    const before = await feed()
    const steps: Array<[WebsiteRequestStatus, string]> = [
      ['in-progress', 'İşlemde'],
      ['completed', 'Tamamlandı'],
    ]
    for (const [status, label] of steps) {
      const res = await patchStatus(h, admin.token, request.id, status)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ success: true, message: `Talep "${label}" olarak işaretlendi.` })
      const mail = h.mailsTo(a.user.email).at(-1)
      expect(mail?.subject).toBe(`Website talebiniz güncellendi: ${label}`)
      expect(mail?.text).toContain(
        `“Çiçek Sepeti” website talebinizin (#${request.requestNumber}) durumu “${label}”`,
      )
      expect(mail?.text).toContain('http://localhost:')
      const outbox = await h.ports.repos.mailQueue.list({ filter: { to: a.user.email }, limit: 1 })
      expect(outbox[0]).toMatchObject({ subject: `Website talebiniz güncellendi: ${label}`, error: null })
      expect(outbox[0]?.sentAt).not.toBeNull()
      h.advance(1)
    }
    // Completed is not published: the mail does not say the site is ready or live.
    const completedMail = h.mailsTo(a.user.email).at(-1)?.text ?? ''
    expect(completedMail).toContain('Ekibimiz talebinizdeki çalışmayı tamamladı.')
    expect(completedMail).not.toContain('hazır')
    expect(h.mailsTo('baska@example.com')).toEqual([])
    const after = await feed()
    expect(after.total - before.total).toBe(2)
    expect(after.unread - before.unread).toBe(2)
    expect(after.items[0]).toMatchObject({
      title: 'Website talebiniz: Tamamlandı',
      read: false,
      type: 'system',
    })
    expect(after.items[1]?.title).toBe('Website talebiniz: İşlemde')
    const log = await h.ports.repos.activityLog.list({ search: `Çiçek Sepeti (#${request.requestNumber})` })
    expect(log.map((e) => e.details)).toEqual([
      `Çiçek Sepeti (#${request.requestNumber}): İşlemde → Tamamlandı`,
      `Çiçek Sepeti (#${request.requestNumber}): Beklemede → İşlemde`,
    ])
    expect(log[0]).toMatchObject({ action: 'Website talebi durumu güncellendi', userEmail: admin.user.email })
    // A refused move tells nobody.
    const mails = h.mailsTo(a.user.email).length
    expect((await patchStatus(h, admin.token, request.id, 'pending')).status).toBe(409)
    expect(h.mailsTo(a.user.email)).toHaveLength(mails)
    expect((await feed()).total).toBe(after.total)
  })
}
