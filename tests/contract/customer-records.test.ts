import { describe } from 'vitest'
import { customerDataSuite } from './customer-data.suite'
import { dashboardsSuite } from './dashboards.suite'
import { useContractStore } from './harness'
import { requestRejectionSuite } from './request-rejection.suite'
import { requestStatusSuite } from './request-status.suite'
import { stores } from './stores'
import { uploadDeletionSuite } from './upload-deletion.suite'
import { uploadLimitsSuite } from './upload-limits.suite'
import { uploadsSuite } from './uploads.suite'
import { websiteRequestsRestSuite } from './website-requests-rest.suite'
import { websiteRequestsSuite } from './website-requests.suite'

// Website requests, the customer's records (dashboards, requests, tickets, uploads) and the request desk
// on every store, with the same harness as contract-*.test.ts.
describe.each(stores)('store: $name', (factory) => {
  const h = useContractStore(factory)
  describe('website requests', () => websiteRequestsSuite(h))
  describe('website requests: the REST door and the admin', () => websiteRequestsRestSuite(h))
  describe('website request status', () => requestStatusSuite(h))
  describe('website request rejection: the reason', () => requestRejectionSuite(h))
  describe('dashboards', () => dashboardsSuite(h))
  describe('customer data', () => customerDataSuite(h))
  describe('uploads', () => uploadsSuite(h))
  describe('upload limits', () => uploadLimitsSuite(h))
  describe('uploads: deletion', () => uploadDeletionSuite(h))
})
