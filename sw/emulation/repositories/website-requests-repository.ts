import type { WebsiteRequestsRepository } from '../../../api/ports/core-loop-repositories'
import type { WebsiteRequestRecord } from '../../../api/schemas/website-request'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository, type CrudSpec } from './crud-repository'
import { patchRecord } from './record-writes'

const spec: CrudSpec<WebsiteRequestRecord, WebsiteRequestRecord> = {
  table: 'websiteRequests',
  tableOf: (t) => t.websiteRequests,
  fields: [
    'id',
    'requestNumber',
    'userId',
    'source',
    'status',
    'websiteName',
    'companyName',
    'email',
    'businessType',
    'siteType',
    'selectedPackage',
    'priority',
    'websiteId',
    'requestDate',
    'createdAt',
    'updatedAt',
  ],
  searchFields: ['websiteName', 'email', 'companyName'],
  defaultOrder: 'createdAt',
  timestampFields: ['requestDate', 'createdAt', 'updatedAt'],
  indexedFields: ['userId', 'status'],
  unique: [{ name: 'number_unique', index: 'requestNumber', key: (r) => r.requestNumber }],
}

/** search: websiteName, email, companyName. Unique: requestNumber. */
export function websiteRequestsRepository(scope: EmulationScope): WebsiteRequestsRepository {
  return {
    ...crudRepository(scope, spec),
    updateIfStatus: (id, expected, patch) =>
      // Read and write in one read-write transaction: IndexedDB runs them one after the other.
      scope.run('rw', ['websiteRequests'], async (t) => {
        const row = await t.websiteRequests.get(id)
        if (!row || row.status !== expected) return null
        return patchRecord(t.websiteRequests, { ...spec, table: 'website_requests' }, id, patch)
      }),
  }
}
