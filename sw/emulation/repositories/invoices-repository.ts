import type { InvoicesRepository } from '../../../api/ports/core-loop-repositories'
import type { InvoiceRecord } from '../../../api/schemas/invoice'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'

/** search: number, customerName, customerEmail. Unique: number. */
export function invoicesRepository(scope: EmulationScope): InvoicesRepository {
  return crudRepository<InvoiceRecord, InvoiceRecord>(scope, {
    table: 'invoices',
    tableOf: (t) => t.invoices,
    fields: [
      'id',
      'number',
      'userId',
      'customerName',
      'customerEmail',
      'amount',
      'currency',
      'status',
      'subscription',
      'issueDate',
      'dueDate',
      'paidDate',
      'createdAt',
      'updatedAt',
    ],
    searchFields: ['number', 'customerName', 'customerEmail'],
    defaultOrder: 'createdAt',
    timestampFields: ['issueDate', 'dueDate', 'paidDate', 'createdAt', 'updatedAt'],
    indexedFields: ['userId', 'status'],
    unique: [{ name: 'number_unique', index: 'number', key: (i) => i.number }],
  })
}
