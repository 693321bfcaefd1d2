import { describe } from 'vitest'
import { useContractStore } from './harness'
import { notificationsSuite } from './notifications.suite'
import { notificationDeliverySuite } from './notification-delivery.suite'
import { stores } from './stores'

// Notification management, its channels, the scheduled job and the customer's feed on every store, with
// the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('notification management', () => notificationsSuite(h))
  describe('notification channels and the scheduled job', () => notificationDeliverySuite(h))
})
