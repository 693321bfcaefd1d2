import { describe } from 'vitest'
import { useContractStore } from './harness'
import { packagesSuite } from './packages.suite'
import { packageCatalogueSuite } from './package-catalogue.suite'
import { stores } from './stores'

// Package management and the customer's plan (the one catalogue) on every store, with the same harness
// as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('packages and the one catalogue', () => packagesSuite(h))
  describe('the price catalogue: codes, yearly prices, one popular, the public list', () =>
    packageCatalogueSuite(h))
})
