import { defineResource } from '../kernel/resource'
import { invoiceRecordSchema, invoiceReminderRecordSchema, invoiceSeriesRecordSchema } from './invoice.shared'

/** Invoices: the admin's billing and the customer's payment history. */
export const invoiceResource = defineResource({
  name: 'invoices',
  table: 'invoices',
  schema: invoiceRecordSchema,
  searchFields: ['number', 'customerName', 'customerEmail'],
  unique: [{ name: 'number_unique', fields: ['number'] }],
  indexed: ['userId', 'customerEmail', 'status', 'dueDate'],
  timestamps: ['issueDate', 'dueDate', 'paidDate', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'set null' },
    packageId: { resource: 'packages', onDelete: 'set null' },
  },
  customerData: true,
})

/** The invoice number series, one row per prefix and year (docs/rules/invoices-and-plans.md#numbers). */
export const invoiceSeriesResource = defineResource({
  name: 'invoiceSeries',
  table: 'invoice_series',
  schema: invoiceSeriesRecordSchema,
  searchFields: [],
  unique: [],
  indexed: [],
  timestamps: ['updatedAt'],
  defaultOrder: 'updatedAt',
})

/** Payment reminders, each claimed once (docs/rules/invoices-and-plans.md#reminders). */
export const invoiceReminderResource = defineResource({
  name: 'invoiceReminders',
  table: 'invoice_reminders',
  schema: invoiceReminderRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['invoiceId', 'claimedAt'],
  timestamps: ['claimedAt', 'attemptedAt', 'sentAt'],
  defaultOrder: 'claimedAt',
  references: { invoiceId: { resource: 'invoices', onDelete: 'cascade' } },
})
