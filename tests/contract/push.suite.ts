import { expect, it } from 'vitest'
import { pushMessages } from '../../api/push/push-messages.shared'
import {
  mePushSubscriptionListResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionResponseSchema,
} from '../../api/push/push-subscription.shared'
import { pushSubscriptionResource } from '../../api/push/push-subscription-resource'
import { createServices } from '../../api/services'
import type { PushSender } from '../../api/ports/push'
import type { BrowserSubscription, LoopbackPushService } from '../support/push-service'
import type { Harness } from './harness'

// Web Push (docs/rules/push-notifications.md) on every store: the public key, subscribing (the endpoint
// and key rules, one row per endpoint), unsubscribing, and sending through the Node host's Web Push port
// to a push service on loopback that checks the VAPID signature and decrypts the payload.

const PATH = '/api/me/push-subscriptions'

export function pushSuite(
  h: Harness,
  service: () => LoopbackPushService,
  sender: PushSender,
  vapidPublicKey: string,
) {
  const repo = () => h.ports.repos.resource(pushSubscriptionResource)
  async function customer() {
    const { token, user } = await h.customerToken()
    const subscribe = async (subscription: BrowserSubscription | Record<string, unknown>) =>
      h.call('POST', PATH, { token, body: subscription, headers: { 'user-agent': 'TestBrowser/1.0' } })
    const list = async () =>
      mePushSubscriptionListResponseSchema.parse((await h.call('GET', PATH, { token })).body).data
    return { token, user, subscribe, list }
  }
  /** The API's services over the same store, with the Node host's Web Push port. */
  const push = () => createServices({ ...h.ports, push: sender }).push

  it('answers the VAPID public key browsers subscribe with', async () => {
    const res = await h.call('GET', '/api/push/public-key')
    expect(res.status).toBe(200)
    expect(pushPublicKeyResponseSchema.parse(res.body).data.publicKey).toBe(vapidPublicKey)
  })

  it('stores a subscription once per endpoint, shows no keys, and updates it when it comes again', async () => {
    const { subscribe, list, user } = await customer()
    const browser = service().subscribe()
    const first = await subscribe(browser)
    expect(first.status, first.text).toBe(201)
    const saved = pushSubscriptionResponseSchema.parse(first.body)
    expect(saved.message).toBe(pushMessages.subscribed)
    expect(saved.data.subscription).toMatchObject({
      endpoint: browser.endpoint,
      userAgent: 'TestBrowser/1.0',
    })
    expect(saved.data.subscription).not.toHaveProperty('p256dh')

    const renewed = { ...browser, keys: service().subscribe().keys }
    const again = pushSubscriptionResponseSchema.parse((await subscribe(renewed)).body)
    expect(again.data.subscription.id).toBe(saved.data.subscription.id)
    expect((await list()).items.map((s) => s.id)).toEqual([saved.data.subscription.id])
    const stored = await repo().findById(saved.data.subscription.id)
    expect(stored).toMatchObject({ userId: user.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth })
  })

  it('moves an endpoint to the account that subscribes it last (one browser, one owner)', async () => {
    const a = await customer()
    const b = await customer()
    const browser = service().subscribe()
    await a.subscribe(browser)
    expect((await b.subscribe(browser)).status).toBe(201)
    expect((await a.list()).total).toBe(0)
    expect((await b.list()).items.map((s) => s.endpoint)).toEqual([browser.endpoint])
  })

  it('refuses an endpoint that is not https on a named host, or keys of the wrong length, and stores nothing', async () => {
    const { subscribe, list } = await customer()
    const keys = service().subscribe().keys
    for (const endpoint of [
      'not a url',
      'http://push.example.com/send/1',
      'ftp://push.example.com/1',
      'https://10.0.0.7/send/1',
      'http://localhost/send/1',
      'https://localhost/send/1',
      'https://[::1]/send/1',
      'https://user:pw@push.example.com/send/1',
    ]) {
      const res = await subscribe({ endpoint, keys })
      expect(res.status, endpoint).toBe(400)
      expect(res.body, endpoint).toEqual({ success: false, message: pushMessages.invalidEndpoint })
    }
    const endpoint = 'https://push.example.com/send/1'
    for (const bad of [
      { p256dh: keys.p256dh.slice(0, 40), auth: keys.auth },
      { p256dh: `C${keys.p256dh.slice(1)}`, auth: keys.auth },
      { p256dh: keys.p256dh, auth: `${keys.auth}AAAA` },
      { p256dh: keys.p256dh, auth: 'kısa+/' },
    ]) {
      const res = await subscribe({ endpoint, keys: bad })
      expect(res.status, JSON.stringify(bad)).toBe(400)
      expect(res.body).toEqual({ success: false, message: pushMessages.invalidKeys })
    }
    const noKeys = await subscribe({ endpoint })
    expect(noKeys.status).toBe(400)
    expect((await list()).total).toBe(0)
  })

  it("deletes one's own subscription; another customer's answers 404 and stays", async () => {
    const owner = await customer()
    const other = await customer()
    const saved = pushSubscriptionResponseSchema.parse((await owner.subscribe(service().subscribe())).body)
    const id = saved.data.subscription.id
    const foreign = await h.call('DELETE', `${PATH}/${id}`, { token: other.token })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ success: false, message: pushMessages.notFound })
    expect(await repo().findById(id)).not.toBeNull()
    const own = await h.call('DELETE', `${PATH}/${id}`, { token: owner.token })
    expect(own.body).toEqual({ success: true, message: pushMessages.unsubscribed })
    expect(await repo().findById(id)).toBeNull()
    expect((await h.call('DELETE', `${PATH}/${id}`, { token: owner.token })).status).toBe(404)
  })

  it('sends a VAPID-signed, encrypted message to each of the user’s browsers, and only theirs', async () => {
    const { subscribe, user } = await customer()
    const other = await customer()
    const phone = service().subscribe()
    const laptop = service().subscribe()
    const elsewhere = service().subscribe()
    await subscribe(phone)
    await subscribe(laptop)
    await other.subscribe(elsewhere)
    const message = {
      title: 'Talebiniz güncellendi',
      body: 'Şirket sitesi: İşlemde',
      url: '#/dashboard?tab=requests',
    }
    const report = await push().sendToUser(user.id, message)
    expect(report).toEqual({ delivered: 2, failed: 0, removed: 0 })
    expect(service().refused).toEqual([])
    const mine = service().received.filter(
      (r) => r.endpoint === phone.endpoint || r.endpoint === laptop.endpoint,
    )
    expect(mine).toHaveLength(2)
    for (const push of mine) {
      expect(JSON.parse(push.payload)).toEqual(message)
      expect(push.claims.sub).toBe('mailto:admin@sitekur.app')
      expect(push.vapidPublicKey).toBe(vapidPublicKey)
      expect(push.ttl).toBe('86400')
      expect(push.urgency).toBe('normal')
    }
    expect(service().received.some((r) => r.endpoint === elsewhere.endpoint)).toBe(false)
    const stored = await repo().list({ filter: { userId: user.id } })
    expect(stored.every((s) => s.lastSuccessAt !== null)).toBe(true)
  })

  it('deletes a subscription the push service answers 404 or 410 for; a 500 counts as failed and keeps it', async () => {
    const { subscribe, user, list } = await customer()
    const gone = service().subscribe()
    const expired = service().subscribe()
    const broken = service().subscribe()
    for (const browser of [gone, expired, broken]) await subscribe(browser)
    service().answer(gone.endpoint, 404)
    service().answer(expired.endpoint, 410)
    service().answer(broken.endpoint, 500)
    const report = await push().sendToUser(user.id, {
      title: 'Fatura',
      body: 'Yeni faturanız hazır.',
      url: '#/dashboard?tab=billing',
    })
    expect(report).toEqual({ delivered: 0, failed: 1, removed: 2 })
    const left = await list()
    expect(left.items.map((s) => s.endpoint)).toEqual([broken.endpoint])
    expect(left.items[0]?.lastSuccessAt).toBeNull()
  })

  it('cuts a long title and body so the encrypted payload fits a push service', async () => {
    const { subscribe, user } = await customer()
    const browser = service().subscribe()
    await subscribe(browser)
    const report = await push().sendToUser(user.id, {
      title: 'Ş'.repeat(300),
      body: 'ğ'.repeat(3000),
      url: '#/user-dashboard',
    })
    expect(report).toEqual({ delivered: 1, failed: 0, removed: 0 })
    const received = service().received.find((r) => r.endpoint === browser.endpoint)
    const payload = JSON.parse(received?.payload ?? '{}') as { title: string; body: string }
    expect(payload.title).toBe(`${'Ş'.repeat(199)}…`)
    expect(payload.body).toBe(`${'ğ'.repeat(999)}…`)
  })

  it('answers a user without subscriptions with zeros', async () => {
    const { user } = await customer()
    expect(await push().sendToUser(user.id, { title: 'x', body: '', url: '#/' })).toEqual({
      delivered: 0,
      failed: 0,
      removed: 0,
    })
  })

  it('says push is unavailable when the host has no push port', async () => {
    const { token } = await customer()
    h.withPorts({ push: undefined })
    for (const res of [
      await h.call('GET', '/api/push/public-key'),
      await h.call('POST', PATH, { token, body: service().subscribe() }),
    ]) {
      expect(res.status).toBe(503)
      expect(res.body).toEqual({ success: false, message: pushMessages.unavailable })
    }
  })
}
