import webpush from 'web-push'
import { afterAll, beforeAll, describe } from 'vitest'
import { createWebPushSender } from '../../server/push/web-push-sender'
import { startPushService, type LoopbackPushService } from '../support/push-service'
import { useContractStore } from './harness'
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

describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory, { push: sender })
  describe('web push', () =>
    pushSuite(
      h,
      () => {
        if (!service) throw new Error('push service not started')
        return service
      },
      sender,
      keys.publicKey,
    ))
})
