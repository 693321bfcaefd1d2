import { describe } from 'vitest'
import { backupsSuite } from './backups.suite'
import { useContractStore } from './harness'
import { jobsApiSuite } from './jobs-api.suite'
import { stores } from './stores'

// Backups, Clear Database, the jobs API and the sweep jobs on every store, each store its own for this
// file: Clear Database removes every customer in it.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('jobs API and sweeps', () => jobsApiSuite(h))
  describe('backups and Clear Database', () => backupsSuite(h))
})
