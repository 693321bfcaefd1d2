import webpush from 'web-push'
import { afterAll, beforeAll, describe } from 'vitest'
import { createWebPushSender } from '../../server/push/web-push-sender'
import { startPushService, type LoopbackPushService } from '../support/push-service'
import { useContractStore } from './harness'
import { pushAddressSuite } from './push-addresses.suite'
import { pushSuite } from './push.suite'
import { stores } from './stores'

// Web Push (docs/rules/push-notifications.md) on every store, with the Node host's Web Push port sending
// to a push service on loopback (the only host allowed over plain http here).
const keys = webpush.generateVAPIDKeys()
const sender = createWebPushSender({
  keys,
  subject: 'mailto:admin@sitekur.app',
  insecureHosts: ['127.0.0.1'],
})
let service: LoopbackPushService | null = null
beforeAll(async () => {
  service = await startPushService()
})
afterAll(async () => {
  await service?.close()
})
const running = () => {
  if (!service) throw new Error('push service not started')
  return service
}

describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory, { push: sender })
  describe('web push', () => pushSuite(h, running, sender, keys.publicKey))
  describe('web push: endpoints that lead to private addresses', () => pushAddressSuite(h, running, keys))
})
