import type { SupportTicketsRepository } from '../../../api/ports/core-loop-repositories'
import type { SupportTicketRecord } from '../../../api/schemas/customer-request'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'

/** search: title, description. */
export function supportTicketsRepository(scope: EmulationScope): SupportTicketsRepository {
  return crudRepository<SupportTicketRecord, SupportTicketRecord>(scope, {
    table: 'supportTickets',
    tableOf: (t) => t.supportTickets,
    fields: ['id', 'userId', 'title', 'priority', 'status', 'closedAt', 'createdAt', 'updatedAt'],
    searchFields: ['title', 'description'],
    defaultOrder: 'createdAt',
    timestampFields: ['closedAt', 'createdAt', 'updatedAt'],
    indexedFields: ['userId', 'status'],
  })
}
