import { expect, it } from 'vitest'
import { adminNotificationListResponseSchema } from '../../api/notifications/notification-admin.shared'
import { meNotificationListResponseSchema } from '../../api/notifications/notification.shared'
import { notificationDeliveryResource } from '../../api/notifications/notification-delivery-resource'
import type { Harness } from './harness'
import { createPackage, notificationAdmin } from './notification-helpers'

// Notification management (docs/rules/notifications.md#notification-management) on every store: the
// validation messages, drafts and scheduled ones, edit and delete, the recipients of each target and
// the customer's feed with its read marks.

export function notificationsSuite(h: Harness) {
  const future = (seconds: number) => new Date(h.store.clock.now().getTime() + seconds * 1000).toISOString()

  it('refuses a notification without title or message, a specific one without a customer e-mail, and stores nothing', async () => {
    const { call } = await notificationAdmin(h)
    const before = await h.ports.repos.notifications.count()
    const customer = await h.createUser()
    const admin = await h.createUser({ role: 'admin' })
    const cases: [unknown, string][] = [
      [{ message: 'Mesaj' }, 'Başlık ve mesaj alanları zorunludur.'],
      [{ title: '  ', message: 'Mesaj' }, 'Başlık ve mesaj alanları zorunludur.'],
      [{ title: 'Başlık', message: '' }, 'Başlık ve mesaj alanları zorunludur.'],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'specific' },
        'Belirli kullanıcı için email adresi gereklidir.',
      ],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'specific', targetValue: ' ' },
        'Belirli kullanıcı için email adresi gereklidir.',
      ],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'specific', targetValue: h.email('nobody') },
        'Bu e-posta adresiyle kayıtlı bir müşteri bulunamadı.',
      ],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'specific', targetValue: admin.email },
        'Bu e-posta adresiyle kayıtlı bir müşteri bulunamadı.',
      ],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'subscription' },
        'Abonelik hedefi için bir paket seçin.',
      ],
      [
        { title: 'Başlık', message: 'Mesaj', target: 'subscription', targetValue: 'yok-boyle-paket' },
        'Seçilen paket bulunamadı.',
      ],
      [
        {
          title: 'Başlık',
          message: 'Mesaj',
          target: 'specific',
          targetValue: customer.email,
          scheduledAt: future(-60),
        },
        'Zamanlanmış gönderim ileri bir tarih olmalıdır.',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/api/admin/notifications', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body).toEqual({ success: false, message })
    }
    const badType = await call('POST', '/api/admin/notifications', { title: 'A', message: 'B', type: 'fax' })
    expect(badType.status).toBe(400)
    expect(await h.ports.repos.notifications.count()).toBe(before)
    const customerCall = await h.call('GET', '/api/admin/notifications', {
      token: (await h.customerToken()).token,
    })
    expect(customerCall.status).toBe(403)
  })

  it('is a draft without a time and scheduled with one; a draft is edited, a sent one is not; lists filter', async () => {
    const { call, create, send } = await notificationAdmin(h)
    const customer = await h.createUser()
    const tag = crypto.randomUUID().slice(0, 8)
    const draft = await create({
      title: `Taslak ${tag}`,
      message: 'Mesaj',
      target: 'specific',
      targetValue: customer.email.toUpperCase(),
    })
    expect(draft).toMatchObject({
      status: 'draft',
      type: 'system',
      targetValue: customer.email,
      recipients: 0,
    })
    const at = future(3600)
    const scheduled = await create({
      title: `Zamanlı ${tag}`,
      message: 'Mesaj',
      type: 'email',
      scheduledAt: at,
    })
    expect(scheduled).toMatchObject({ status: 'scheduled', target: 'all', scheduledAt: at })

    const edited = await call('PATCH', `/api/admin/notifications/${draft.id}`, {
      message: 'Yeni mesaj',
      scheduledAt: at,
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body).toMatchObject({
      message: 'Bildirim güncellendi.',
      data: { notification: { message: 'Yeni mesaj', status: 'scheduled' } },
    })
    const unscheduled = await call('PATCH', `/api/admin/notifications/${draft.id}`, { scheduledAt: null })
    expect(unscheduled.body).toMatchObject({ data: { notification: { status: 'draft', scheduledAt: null } } })
    const refused = await call('PATCH', `/api/admin/notifications/${draft.id}`, { title: '' })
    expect(refused.body).toEqual({ success: false, message: 'Başlık ve mesaj alanları zorunludur.' })

    await send(draft.id)
    const afterSend = await call('PATCH', `/api/admin/notifications/${draft.id}`, { title: 'Değişti' })
    expect(afterSend.status).toBe(409)
    const again = await call('POST', `/api/admin/notifications/${draft.id}/send`)
    expect(again.status).toBe(409)

    const list = async (query: string) =>
      adminNotificationListResponseSchema.parse(
        (await call('GET', `/api/admin/notifications?q=${tag}&${query}`)).body,
      ).data
    expect((await list('')).total).toBe(2)
    expect((await list('status=sent')).items.map((n) => n.id)).toEqual([draft.id])
    expect((await list('type=email')).items.map((n) => n.id)).toEqual([scheduled.id])
    expect((await list('target=specific&status=scheduled')).total).toBe(0)
    expect((await list('')).items[0]).not.toHaveProperty('recipientIds')

    const removed = await call('DELETE', `/api/admin/notifications/${scheduled.id}`)
    expect(removed.body).toEqual({ success: true, message: 'Bildirim silindi.' })
    expect((await call('GET', `/api/admin/notifications/${scheduled.id}`)).status).toBe(404)
  })

  it("reaches active customers only: every one for all, the one for specific, the package's for subscription", async () => {
    const { create, send, recipients } = await notificationAdmin(h)
    const pkg = await createPackage(h)
    const onPlan = await h.createUser({ packageId: pkg.id, subscription: pkg.name })
    const byName = await h.createUser({ subscription: pkg.name.toLocaleUpperCase('tr') })
    const other = await h.createUser()
    const suspended = await h.createUser({ status: 'suspended', packageId: pkg.id })
    const admin = await h.createUser({ role: 'admin', packageId: pkg.id })

    const all = await send((await create({ title: 'Herkese', message: 'Duyuru' })).id)
    const allIds = (await recipients(all.id)).items.map((r) => r.userId)
    expect(allIds).toEqual(expect.arrayContaining([onPlan.id, byName.id, other.id]))
    expect(allIds).not.toContain(suspended.id)
    expect(allIds).not.toContain(admin.id)
    expect(all.recipients).toBe(allIds.length)

    const plan = await send(
      (await create({ title: 'Pakete', message: 'Duyuru', target: 'subscription', targetValue: pkg.id })).id,
    )
    expect((await recipients(plan.id)).items.map((r) => r.userId).sort()).toEqual(
      [onPlan.id, byName.id].sort(),
    )
    expect(plan).toMatchObject({ status: 'sent', recipients: 2 })

    const one = await send(
      (await create({ title: 'Tek', message: 'Kişiye', target: 'specific', targetValue: other.email })).id,
    )
    const page = await recipients(one.id)
    expect(page.items).toEqual([
      expect.objectContaining({ userId: other.id, email: other.email, channel: 'system', state: 'sent' }),
    ])
    expect(page.counts).toEqual({ queued: 0, sent: 1, failed: 0, read: 0, logged: 0 })
  })

  it("puts a system notification in the customer's feed; reading it marks the delivery read; all can be read at once", async () => {
    const { create, send, recipients, call } = await notificationAdmin(h)
    const { token, user } = await h.customerToken()
    const feed = async () =>
      meNotificationListResponseSchema.parse((await h.call('GET', '/api/me/notifications', { token })).body)
        .data
    const unreadBefore = (await feed()).unread
    const first = await send(
      (await create({ title: 'Birinci', message: 'Okunacak', target: 'specific', targetValue: user.email }))
        .id,
    )
    const second = await send(
      (await create({ title: 'İkinci', message: 'Okunacak', target: 'specific', targetValue: user.email }))
        .id,
    )
    const emailOnly = await send(
      (
        await create({
          title: 'E-posta',
          message: 'Yalnız e-posta',
          type: 'email',
          target: 'specific',
          targetValue: user.email,
        })
      ).id,
    )
    const shown = await feed()
    expect(shown.items.map((n) => n.id)).toEqual(expect.arrayContaining([first.id, second.id]))
    expect(shown.items.map((n) => n.id)).not.toContain(emailOnly.id)
    expect(shown.unread).toBe(unreadBefore + 2)

    const read = await h.call('POST', `/api/me/notifications/${first.id}/read`, { token })
    expect(read.body).toEqual({ success: true, message: 'Bildirim okundu olarak işaretlendi.' })
    expect((await recipients(first.id)).items[0]).toMatchObject({ state: 'read', readAt: expect.any(String) })
    const all = await h.call('POST', '/api/me/notifications/read-all', { token })
    expect(all.body).toEqual({ success: true, message: 'Tüm bildirimler okundu olarak işaretlendi.' })
    expect((await feed()).unread).toBe(0)
    expect((await recipients(second.id)).counts.read).toBe(1)

    const deleted = await call('DELETE', `/api/admin/notifications/${first.id}`)
    expect(deleted.status).toBe(200)
    expect(
      await h.ports.repos.resource(notificationDeliveryResource).findById(`${first.id}:${user.id}`),
    ).toBeNull()
    expect((await feed()).items.map((n) => n.id)).not.toContain(first.id)
  })
}
