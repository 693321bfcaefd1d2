import { describe } from 'vitest'
import { useContractStore } from './harness'
import { stores } from './stores'
import { subscriptionsSuite } from './subscriptions.suite'

// Subscriptions, renewals, dunning and proration on every store (docs/rules/invoices-and-plans.md#subscriptions).
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('subscriptions', () => subscriptionsSuite(h))
})
