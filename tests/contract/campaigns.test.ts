import { describe } from 'vitest'
import { campaignLinksSuite } from './campaign-links.suite'
import { campaignsSuite } from './campaigns.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// E-mail campaigns (audiences, sending once, resuming, tracking, unsubscribe) on every store, with the
// same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('e-mail campaigns', () => campaignsSuite(h))
  // Last: it moves the store's clock by months.
  describe('campaign click links', () => campaignLinksSuite(h))
})
