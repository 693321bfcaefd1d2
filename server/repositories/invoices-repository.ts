import type { InvoicesRepository } from '../../api/ports/core-loop-repositories'
import type { InvoiceRecord } from '../../api/schemas/invoice'
import type { Db } from '../db/database'
import { invoices } from '../db/schema/billing'
import { toIso, toIsoOrNull } from './convert'
import { crudRepository } from './crud'

type I = InvoiceRecord

/** search: number, customerName, customerEmail. Unique: number. */
export function invoicesRepository(db: Db): InvoicesRepository {
  const t = invoices
  return crudRepository<I, typeof t>(db, {
    table: t,
    id: t.id,
    columns: {
      id: t.id,
      number: t.number,
      userId: t.userId,
      customerName: t.customerName,
      customerEmail: t.customerEmail,
      amount: t.amount,
      currency: t.currency,
      status: t.status,
      subscription: t.subscription,
      issueDate: t.issueDate,
      dueDate: t.dueDate,
      paidDate: t.paidDate,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    searchColumns: [t.number, t.customerName, t.customerEmail],
    defaultOrder: t.createdAt,
    timestampFields: ['issueDate', 'dueDate', 'paidDate', 'createdAt', 'updatedAt'],
    toRecord: (row): I => ({
      id: row.id,
      number: row.number,
      userId: row.userId,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      amount: row.amount,
      currency: row.currency,
      status: row.status as I['status'],
      subscription: row.subscription,
      description: row.description,
      issueDate: toIso(row.issueDate),
      dueDate: toIso(row.dueDate),
      paidDate: toIsoOrNull(row.paidDate),
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    }),
  })
}
