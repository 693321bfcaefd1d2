import { describe } from 'vitest'
import { activityAuditSuite } from './activity-audit.suite'
import { analyticsSuite } from './analytics.suite'
import { adminResourcesSuite } from './admin-resources.suite'
import { adminRestSuite } from './admin-rest.suite'
import { adminUsersSuite } from './admin-users.suite'
import { adminWebsitesSuite } from './admin-websites.suite'
import { adminWebsitesRulesSuite } from './admin-websites-rules.suite'
import { authorizationSweepSuite } from './authorization-sweep.suite'
import { builderRequestsSuite } from './builder-requests.suite'
import { draftsSuite } from './drafts.suite'
import { legacyAuthSuite } from './auth-legacy.suite'
import { liveStreamSuite } from './live-stream.suite'
import { loginSuite } from './auth-login.suite'
import { registrationSuite } from './auth-registration.suite'
import { customerChangesSuite } from './customer-changes.suite'
import { customerInvitationsSuite } from './customer-invitations.suite'
import { customersSuite } from './customers.suite'
import { useContractStore } from './harness'
import { idempotencySuite } from './idempotency.suite'
import { platformSuite } from './platform.suite'
import { previewSessionsSuite } from './preview-sessions.suite'
import { publishRequestSuite } from './publish-request.suite'
import { publishingSuite } from './publishing.suite'
import { rateLimitSuite } from './rate-limit.suite'
import { refreshSuite } from './refresh.suite'
import { rateLimitStoreSuite } from './rate-limit-store.suite'
import { requestBoundarySuite } from './request-boundary.suite'
import { siteVisitsSuite } from './site-visits.suite'
import { stores } from './stores'
import { supportDeskSuite } from './support-desk.suite'
import { supportDeskThreadsSuite } from './support-desk-threads.suite'
import { tokenClaimsSuite } from './token-claims.suite'
import { twoFactorSuite } from './two-factor.suite'
import { twoFactorAdminSuite } from './two-factor-admin.suite'
import { sessionsSuite } from './sessions.suite'
import { verificationSuite } from './verification.suite'
import { websiteEditImagesSuite } from './website-edit-images.suite'
import { websiteEditRefusalsSuite } from './website-edit-refusals.suite'
import { websiteEditSuite } from './website-edit.suite'

// The one contract suite: the same HTTP-level assertions against every store. Each store is opened
// once; every test gets a fresh API instance and its own addresses.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('auth API: registration', () => registrationSuite(h))
  describe('auth API: login', () => loginSuite(h))
  describe('auth API: auth.php and the admin client', () => legacyAuthSuite(h))
  describe('email verification', () => verificationSuite(h))
  describe('refresh tokens', () => refreshSuite(h))
  describe('admin API: users', () => adminUsersSuite(h))
  describe('admin API: websites and statistics', () => adminWebsitesSuite(h))
  describe('admin websites: domains, visitors, audit and the shell search', () => adminWebsitesRulesSuite(h))
  describe('admin REST: users and websites', () => adminRestSuite(h))
  describe('admin REST: declared resources', () => adminResourcesSuite(h))
  describe('idempotent writes', () => idempotencySuite(h))
  describe('rate limits', () => rateLimitSuite(h))
  describe('health, OpenAPI and errors', () => platformSuite(h))
  describe('request boundary', () => requestBoundarySuite(h))
  describe('token claims and idempotency scope', () => tokenClaimsSuite(h))
  describe('rate limit store', () => rateLimitStoreSuite(h))
  describe('preview sessions', () => previewSessionsSuite(h))
  describe('builder requests', () => builderRequestsSuite(h))
  describe('drafts on the server', () => draftsSuite(h))
  describe('website edit screen', () => websiteEditSuite(h))
  describe('website edit screen: refusals change nothing', () => websiteEditRefusalsSuite(h))
  describe('website edit screen: images and gallery', () => websiteEditImagesSuite(h))
  describe('publishing and published sites', () => publishingSuite(h))
  describe('published sites: visits', () => siteVisitsSuite(h))
  describe('publishing a completed builder request', () => publishRequestSuite(h))
  describe('support desk', () => supportDeskSuite(h))
  describe('support desk: threads', () => supportDeskThreadsSuite(h))
  describe('activity log and audit trail', () => activityAuditSuite(h))
  describe('analytics', () => analyticsSuite(h))
  describe('live streams (server-sent events)', () => liveStreamSuite(h))
  describe('customers: rules behind /admin/users', () => customersSuite(h))
  describe('customers: changes made at once, and what follows a change', () => customerChangesSuite(h))
  describe('customers: invitations', () => customerInvitationsSuite(h))
  describe('two-factor sign-in', () => twoFactorSuite(h))
  describe('two-factor: admins must enrol', () => twoFactorAdminSuite(h))
  describe('sessions list', () => sessionsSuite(h))
  describe('authorization sweep over the route table', () => authorizationSweepSuite(h))
})
