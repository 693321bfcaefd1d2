import { expect, it } from 'vitest'
import { SYSTEM_ACTOR } from '../../api/audit/actor'
import {
  notificationDeliveryResource,
  smsLogResource,
} from '../../api/notifications/notification-delivery-resource'
import { sendNotification } from '../../api/notifications/notification-sending'
import { sendScheduledNotifications } from '../../api/notifications/scheduled-notifications'
import { smsLogListResponseSchema } from '../../api/notifications/notification-admin.shared'
import { createServices } from '../../api/services'
import type { Harness } from './harness'
import { notificationAdmin, withSettings } from './notification-helpers'

// The channels (docs/rules/notifications.md#channels), the switches of the system settings, the
// scheduled job's once-only sending (#scheduled) and the customer-event dispatcher (#customer-events)
// on every store.

const idle = new AbortController().signal

export function notificationDeliverySuite(h: Harness) {
  const deliveries = () => h.ports.repos.resource(notificationDeliveryResource)
  const smsLog = () => h.ports.repos.resource(smsLogResource)

  it('mails an e-mail notification through the mail queue, with its ref; the delivery is sent', async () => {
    const { create, send, recipients } = await notificationAdmin(h)
    const customer = await h.createUser({ name: 'Ayşe Çelik' })
    const title = `Bakım duyurusu ${crypto.randomUUID().slice(0, 6)}`
    const sent = await send(
      (
        await create({
          title,
          message: 'Yarın <b>02:00</b> bakım var.',
          type: 'email',
          target: 'specific',
          targetValue: customer.email,
        })
      ).id,
    )
    const mails = h.mailsTo(customer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: title })
    expect(mails[0]!.html).toContain('&#60;b&#62;02:00')
    expect(await h.ports.repos.mailQueue.count({ filter: { to: customer.email } })).toBe(1)
    expect((await recipients(sent.id)).items).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: customer.email,
        state: 'sent',
        error: null,
        sentAt: expect.any(String),
      }),
    ])
  })

  it("writes an SMS to the SMS log, 'logged' and never 'sent'; no phone or the switch off fails and logs nothing", async () => {
    const { create, send, recipients, call } = await notificationAdmin(h)
    const phone = `+90 532 ${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`
    const withPhone = await h.createUser({ phone })
    const noPhone = await h.createUser()
    const text = `Kod gerekmez ${crypto.randomUUID().slice(0, 6)}`
    const sms = (targetValue: string) =>
      create({ title: 'SMS', message: text, type: 'sms', target: 'specific', targetValue })

    await withSettings(h, { smsNotifications: true }, async () => {
      const one = await send((await sms(withPhone.email)).id)
      expect((await recipients(one.id)).items[0]).toMatchObject({ state: 'logged', to: phone, error: null })
      const logged = await smsLog().list({ filter: { userId: withPhone.id } })
      expect(logged).toEqual([
        expect.objectContaining({
          to: phone,
          message: `SMS: ${text}`,
          ref: `notification:${one.id}:${withPhone.id}`,
        }),
      ])
      const page = smsLogListResponseSchema.parse(
        (await call('GET', `/api/admin/sms-log?q=${encodeURIComponent(text)}`)).body,
      ).data
      expect(page.items.map((r) => r.id)).toEqual([logged[0]!.id])

      const none = await send((await sms(noPhone.email)).id)
      expect((await recipients(none.id)).items[0]).toMatchObject({
        state: 'failed',
        error: 'Kullanıcının telefon numarası yok.',
      })
    })
    await withSettings(h, { smsNotifications: false }, async () => {
      const off = await send((await sms(withPhone.email)).id)
      expect((await recipients(off.id)).items[0]).toMatchObject({
        state: 'failed',
        error: 'SMS bildirimleri sistem ayarlarında kapalı.',
      })
    })
    expect(await smsLog().count({ filter: { userId: withPhone.id } })).toBe(1)
  })

  it('records a switched-off e-mail channel as failed with the reason and mails nothing; push without a push service fails', async () => {
    const { create, send, recipients } = await notificationAdmin(h)
    const customer = await h.createUser()
    await withSettings(h, { emailNotifications: false }, async () => {
      const off = await send(
        (
          await create({
            title: 'Kapalı',
            message: 'Gitmez',
            type: 'email',
            target: 'specific',
            targetValue: customer.email,
          })
        ).id,
      )
      expect(off.status).toBe('sent')
      expect((await recipients(off.id)).items[0]).toMatchObject({
        state: 'failed',
        error: 'E-posta bildirimleri sistem ayarlarında kapalı.',
      })
    })
    expect(h.mailsTo(customer.email)).toHaveLength(0)
    const push = await send(
      (
        await create({
          title: 'Push',
          message: 'Anlık',
          type: 'push',
          target: 'specific',
          targetValue: customer.email,
        })
      ).id,
    )
    expect((await recipients(push.id)).items[0]).toMatchObject({ channel: 'push', state: 'failed' })
  })

  it('the scheduled job sends a due notification once, even run twice at once, and leaves a future one', async () => {
    const { create } = await notificationAdmin(h)
    const customer = await h.createUser()
    const now = h.store.clock.now().getTime()
    const due = await create({
      title: 'Zamanı geldi',
      message: 'Bir kez',
      type: 'email',
      target: 'specific',
      targetValue: customer.email,
      scheduledAt: new Date(now + 60_000).toISOString(),
    })
    const later = await create({
      title: 'Sonra',
      message: 'Henüz değil',
      target: 'specific',
      targetValue: customer.email,
      scheduledAt: new Date(now + 3_600_000).toISOString(),
    })
    const at = new Date(now + 61_000)
    const a = createServices(h.ports)
    const b = createServices(h.ports)
    await Promise.all([sendScheduledNotifications(a, at, idle), sendScheduledNotifications(b, at, idle)])
    await sendScheduledNotifications(a, at, idle)
    expect(h.mailsTo(customer.email)).toHaveLength(1)
    expect(await h.ports.repos.notifications.findById(due.id)).toMatchObject({
      status: 'sent',
      recipients: 1,
    })
    expect(await h.ports.repos.notifications.findById(later.id)).toMatchObject({ status: 'scheduled' })
    expect(await deliveries().count({ filter: { notificationId: due.id } })).toBe(1)
  })

  it('a run stopped mid-way leaves the notification sending; the job finishes it without repeating a claimed recipient', async () => {
    const { create } = await notificationAdmin(h)
    const first = await h.createUser()
    const second = await h.createUser()
    const services = createServices(h.ports)
    const n1 = await create({
      title: 'Yarım',
      message: 'Kaldı',
      type: 'email',
      target: 'specific',
      targetValue: first.email,
    })
    const stopped = new AbortController()
    stopped.abort()
    const record = (await h.ports.repos.notifications.findById(n1.id))!
    const interrupted = await sendNotification(
      services.notificationSending,
      record,
      SYSTEM_ACTOR,
      stopped.signal,
    )
    expect(interrupted.status).toBe('sending')
    // A claim made by a process that died before delivering: it is not delivered again.
    const n2 = await create({
      title: 'Ölü süreç',
      message: 'Tekrar yok',
      type: 'email',
      target: 'specific',
      targetValue: second.email,
    })
    await h.ports.repos.notifications.update(n2.id, { status: 'sending' })
    const at = h.store.clock.now().toISOString()
    await deliveries().create({
      id: `${n2.id}:${second.id}`,
      notificationId: n2.id,
      userId: second.id,
      channel: 'email',
      to: '',
      state: 'queued',
      error: null,
      createdAt: at,
      updatedAt: at,
      sentAt: null,
      readAt: null,
    })

    const result = await sendScheduledNotifications(services, h.store.clock.now(), idle)
    expect(result.sent).toBeGreaterThanOrEqual(2)
    expect(h.mailsTo(first.email)).toHaveLength(1)
    expect(h.mailsTo(second.email)).toHaveLength(0)
    for (const id of [n1.id, n2.id]) {
      expect(await h.ports.repos.notifications.findById(id)).toMatchObject({ status: 'sent', recipients: 1 })
    }
  })

  it("sends a customer's event by their contact preferences: e-mail when wanted, SMS when wanted with a phone", async () => {
    const services = createServices(h.ports)
    const quiet = await h.createUser({
      contactPreferences: { email: false, sms: false, whatsapp: false, phone: false },
    })
    const texting = await h.createUser({
      phone: '+90 555 111 22 33',
      contactPreferences: { email: true, sms: true, whatsapp: false, phone: false },
    })
    const event = (to: string) => ({
      title: 'Talebiniz güncellendi',
      message: 'Durum: Tamamlandı',
      ref: `test:${to}`,
      mail: {
        to,
        subject: 'Talebiniz güncellendi',
        text: 'Durum: Tamamlandı',
        html: '<p>Durum: Tamamlandı</p>',
      },
    })
    await withSettings(h, { smsNotifications: true }, async () => {
      await services.notify.outside(quiet, event(quiet.email))
      await services.notify.outside(texting, event(texting.email))
    })
    expect(h.mailsTo(quiet.email)).toHaveLength(0)
    expect(h.mailsTo(texting.email)).toHaveLength(1)
    expect(await smsLog().count({ filter: { userId: quiet.id } })).toBe(0)
    expect(await smsLog().list({ filter: { userId: texting.id } })).toEqual([
      expect.objectContaining({ to: '+90 555 111 22 33', ref: `test:${texting.email}` }),
    ])
  })
}
