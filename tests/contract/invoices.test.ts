import { describe } from 'vitest'
import { useContractStore } from './harness'
import { invoicesSuite } from './invoices.suite'
import { invoiceMailSuite } from './invoice-mail.suite'
import { stores } from './stores'

// Invoices on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('invoices', () => invoicesSuite(h))
  describe('invoice mail', () => invoiceMailSuite(h))
})
