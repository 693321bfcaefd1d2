import { describe } from 'vitest'
import { approvalsDecisionsSuite } from './approvals-decisions.suite'
import { approvalsSuite } from './approvals.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// Approvals (docs/rules/approvals.md) on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('approvals: what customers ask for', () => approvalsSuite(h))
  describe('approvals: decisions', () => approvalsDecisionsSuite(h))
})
