import type { CustomerRequestsRepository } from '../../../api/ports/core-loop-repositories'
import type { CustomerRequestRecord } from '../../../api/schemas/customer-request'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'

/** search: title, description, website. */
export function customerRequestsRepository(scope: EmulationScope): CustomerRequestsRepository {
  return crudRepository<CustomerRequestRecord, CustomerRequestRecord>(scope, {
    table: 'customerRequests',
    tableOf: (t) => t.customerRequests,
    fields: [
      'id',
      'userId',
      'websiteId',
      'type',
      'title',
      'website',
      'priority',
      'status',
      'createdAt',
      'updatedAt',
    ],
    searchFields: ['title', 'description', 'website'],
    defaultOrder: 'createdAt',
    timestampFields: ['createdAt', 'updatedAt'],
    indexedFields: ['userId', 'status'],
  })
}
