import { describe } from 'vitest'
import { useContractStore } from './harness'
import { jobsSuite } from './jobs.suite'
import { stores } from './stores'

// The job scheduler's claims and the invoice jobs on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('scheduled jobs', () => jobsSuite(h))
})
