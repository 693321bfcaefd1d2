import { defineResource } from '../kernel/resource'
import { invoiceRecordSchema } from '../schemas/invoice'

/** Invoices: the admin's billing and the customer's payment history. */
export const invoiceResource = defineResource({
  name: 'invoices',
  table: 'invoices',
  schema: invoiceRecordSchema,
  searchFields: ['number', 'customerName', 'customerEmail'],
  unique: [{ name: 'number_unique', fields: ['number'] }],
  indexed: ['userId', 'customerEmail', 'status'],
  timestamps: ['issueDate', 'dueDate', 'paidDate', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'set null' } },
})
