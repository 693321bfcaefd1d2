import { describe } from 'vitest'
import { activityAuditSuite } from './activity-audit.suite'
import { adminResourcesSuite } from './admin-resources.suite'
import { adminRestSuite } from './admin-rest.suite'
import { adminUsersSuite } from './admin-users.suite'
import { adminWebsitesRulesSuite } from './admin-websites-rules.suite'
import { adminWebsitesSuite } from './admin-websites.suite'
import { analyticsSuite } from './analytics.suite'
import { authorizationSweepSuite } from './authorization-sweep.suite'
import { customerChangesSuite } from './customer-changes.suite'
import { customerInvitationsSuite } from './customer-invitations.suite'
import { customersSuite } from './customers.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// The back-office: users, websites, declared resources, customers, activity, analytics and the authorization sweep.
// The same HTTP-level assertions against every store (stores.ts): each store opened once, a fresh API
// instance and new addresses per test. One file per theme (contract-*.test.ts), so the files run in parallel.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('admin API: users', () => adminUsersSuite(h))
  describe('admin API: websites and statistics', () => adminWebsitesSuite(h))
  describe('admin websites: domains, visitors, audit and the shell search', () => adminWebsitesRulesSuite(h))
  describe('admin REST: users and websites', () => adminRestSuite(h))
  describe('admin REST: declared resources', () => adminResourcesSuite(h))
  describe('activity log and audit trail', () => activityAuditSuite(h))
  describe('analytics', () => analyticsSuite(h))
  describe('customers: rules behind /admin/users', () => customersSuite(h))
  describe('customers: changes made at once, and what follows a change', () => customerChangesSuite(h))
  describe('customers: invitations', () => customerInvitationsSuite(h))
  describe('authorization sweep over the route table', () => authorizationSweepSuite(h))
})
