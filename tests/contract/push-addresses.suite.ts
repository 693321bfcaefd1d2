import { createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { pushSubscriptionResource } from '../../api/push/push-subscription-resource'
import { createServices } from '../../api/services'
import { systemResolve, type ResolveHost } from '../../server/security/public-lookup'
import { createWebPushSender } from '../../server/push/web-push-sender'
import type { VapidKeys } from '../../server/push/vapid-keys'
import type { LoopbackPushService } from '../support/push-service'
import type { Harness } from './harness'

// A push endpoint whose host leads to the server's own machine is never contacted
// (docs/security.md#addresses-the-server-connects-to): the Node host's push port resolves the host, finds
// a loopback address and sends nothing; the subscription is removed as if its push service forgot it.

/** A TCP listener on loopback that only counts who connects to it. */
async function countingListener() {
  const sockets: Socket[] = []
  const server = createServer((socket) => {
    sockets.push(socket)
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function pushAddressSuite(h: Harness, service: () => LoopbackPushService, keys: VapidKeys) {
  it('sends nothing to an endpoint whose host resolves to loopback, and removes its subscription', async () => {
    const listener = await countingListener()
    try {
      // A name that passes the subscription's checks and that DNS answers with 127.0.0.1.
      const resolve: ResolveHost = (host) =>
        host === 'push.rebind.test'
          ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
          : systemResolve(host)
      const sender = createWebPushSender({
        keys,
        subject: 'mailto:admin@sitekur.app',
        insecureHosts: ['127.0.0.1'],
        resolve,
      })
      const { token, user } = await h.customerToken()
      const browserKeys = service().subscribe().keys
      const rebinding = `https://push.rebind.test:${listener.port}/push/1`
      const stored = await h.call('POST', '/api/me/push-subscriptions', {
        token,
        body: { endpoint: rebinding, keys: browserKeys },
      })
      expect(stored.status, stored.text).toBe(201)
      // A row that came another way (a restored backup) naming the machine outright.
      const repo = h.ports.repos.resource(pushSubscriptionResource)
      await repo.create({
        id: crypto.randomUUID(),
        userId: user.id,
        endpoint: `https://localhost:${listener.port}/push/2`,
        ...browserKeys,
        userAgent: null,
        createdAt: new Date().toISOString(),
        lastSuccessAt: null,
      })
      // One subscription on the push service itself still gets its message.
      const real = service().subscribe()
      expect((await h.call('POST', '/api/me/push-subscriptions', { token, body: real })).status).toBe(201)

      const push = createServices({ ...h.ports, push: sender }).push
      const report = await push.sendToUser(user.id, { title: 'Fatura', body: 'Hazır.', url: '#/dashboard' })
      expect(listener.connections()).toBe(0)
      expect(report).toEqual({ delivered: 1, failed: 0, removed: 2 })
      expect((await repo.list({ filter: { userId: user.id } })).map((s) => s.endpoint)).toEqual([
        real.endpoint,
      ])
    } finally {
      await listener.close()
    }
  })
}
