import { z } from 'zod'
import { idSchema, moneySchema, nullableTimestampSchema, timestampSchema } from './common'

// docs/rules/invoices-and-plans.md#invoices: the admin's invoices and the customer's payment history.

export const invoiceStatusSchema = z.enum(['pending', 'paid', 'overdue', 'cancelled'])

export const invoiceRecordSchema = z.object({
  id: idSchema,
  /** Human number like INV-001, unique. */
  number: z.string(),
  userId: idSchema.nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: invoiceStatusSchema,
  subscription: z.string().nullable(),
  description: z.string().nullable(),
  issueDate: timestampSchema,
  dueDate: timestampSchema,
  paidDate: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>
export const invoiceSchema = invoiceRecordSchema
export type Invoice = InvoiceRecord
