import { describe } from 'vitest'
import { builderRequestsSuite } from './builder-requests.suite'
import { draftsSuite } from './drafts.suite'
import { previewSessionsSuite } from './preview-sessions.suite'
import { ownerPublishingSuite } from './owner-publishing.suite'
import { publishApprovalSuite } from './publish-approval.suite'
import { publishedImagesSuite } from './published-images.suite'
import { publishRequestSuite } from './publish-request.suite'
import { publishingSuite } from './publishing.suite'
import { siteVisitsSuite } from './site-visits.suite'
import { siteStatsSuite } from './site-stats.suite'
import { siteFormsSuite } from './site-forms.suite'
import { formRetentionSuite } from './form-retention.suite'
import { siteDomainsSuite } from './site-domains.suite'
import { supportDeskSuite } from './support-desk.suite'
import { supportDeskThreadsSuite } from './support-desk-threads.suite'
import { websiteEditImagesSuite } from './website-edit-images.suite'
import { websiteEditRefusalsSuite } from './website-edit-refusals.suite'
import { websiteEditSuite } from './website-edit.suite'
import { websiteTeamEditSuite } from './website-team-edit.suite'
import { websiteStatusHoldSuite } from './website-status-hold.suite'
import { websiteVersionsSuite } from './website-versions.suite'
import { useContractStore } from './harness'
import { stores } from './stores'

// Websites: previews, builder requests, drafts, the edit screen, publishing and the support desk.
// The same HTTP-level assertions against every store (stores.ts): each store opened once, a fresh API
// instance and new addresses per test. One file per theme (contract-*.test.ts), so the files run in parallel.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('preview sessions', () => previewSessionsSuite(h))
  describe('builder requests', () => builderRequestsSuite(h))
  describe('drafts on the server', () => draftsSuite(h))
  describe('website edit screen', () => websiteEditSuite(h))
  describe('website edit screen: refusals change nothing', () => websiteEditRefusalsSuite(h))
  describe('website edit screen: images and gallery', () => websiteEditImagesSuite(h))
  describe('website edit screen: the team edits a site', () => websiteTeamEditSuite(h))
  describe('website edit screen: a status the team set holds', () => websiteStatusHoldSuite(h))
  describe('publishing and published sites', () => publishingSuite(h))
  describe('publishing: edits going live', () => ownerPublishingSuite(h))
  describe('publishing: by approval', () => publishApprovalSuite(h))
  describe('publishing: responsive images', () => publishedImagesSuite(h))
  describe('publishing: versions and rollback', () => websiteVersionsSuite(h))
  describe('published sites: visits', () => siteVisitsSuite(h))
  describe('published sites: the owner’s figures', () => siteStatsSuite(h))
  describe('published sites: forms', () => siteFormsSuite(h))
  describe('published sites: form retention', () => formRetentionSuite(h))
  describe('published sites: own domains', () => siteDomainsSuite(h))
  describe('publishing a completed builder request', () => publishRequestSuite(h))
  describe('support desk', () => supportDeskSuite(h))
  describe('support desk: threads', () => supportDeskThreadsSuite(h))
})
