import { z } from 'zod'
import { idSchema, moneySchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// docs/rules/invoices-and-plans.md#invoices: the admin's invoices and the customer's payment history.
// `amount` is the net price in whole TRY as the admin enters it (the spec's field); the invoice's own
// figures are in kuruş (1/100 TRY) so KDV never rounds a float.

export const invoiceStatusSchema = z.enum(['pending', 'paid', 'overdue', 'cancelled'])
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>

export const kurusSchema = z.number().int().min(0)

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int().min(1),
  /** Net unit price in kuruş. */
  unitPriceKurus: kurusSchema,
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

export const paymentMethodSchema = z.enum(['bank_transfer', 'credit_card', 'cash', 'other'])
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** Money given back from a card payment through its gateway (docs/rules/invoices-and-plans.md#refunds). */
export const invoiceRefundSchema = z.object({
  id: idSchema,
  amountKurus: kurusSchema,
  /** The gateway's reference of the refund. */
  reference: z.string(),
  refundedAt: timestampSchema,
  recordedBy: z.string(),
})
export type InvoiceRefund = z.infer<typeof invoiceRefundSchema>

/**
 * A payment against an invoice: recorded by an admin, or by a card gateway's callback
 * (docs/rules/invoices-and-plans.md#payments).
 */
export const invoicePaymentSchema = z.object({
  id: idSchema,
  amountKurus: kurusSchema,
  paidAt: timestampSchema,
  method: paymentMethodSchema,
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: timestampSchema,
  /** A card payment's gateway ('iyzico'); absent for a payment an admin recorded. */
  gateway: z.string().optional(),
  /** Refunds of a card payment; absent: none. */
  refunds: z.array(invoiceRefundSchema).optional(),
})
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>

export const invoiceRecordSchema = z.object({
  id: idSchema,
  /** INV-2026-0001: gapless per year (docs/rules/invoices-and-plans.md#numbers). */
  number: z.string(),
  userId: idSchema.nullable(),
  /** The buyer as they were when the invoice was issued. */
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  amount: moneySchema,
  currency: z.string(),
  status: invoiceStatusSchema,
  subscription: z.string().nullable(),
  packageId: idSchema.nullable(),
  description: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  /** KDV in percent, kept on the invoice so an old invoice keeps its rate. */
  taxRate: z.number().int().min(0),
  subtotalKurus: kurusSchema,
  taxKurus: kurusSchema,
  totalKurus: kurusSchema,
  payments: z.array(invoicePaymentSchema),
  issueDate: timestampSchema,
  dueDate: timestampSchema,
  paidDate: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>
export const invoiceSchema = invoiceRecordSchema
export type Invoice = InvoiceRecord

/** The last number given in one year's series; advanced under a lock in the invoice's transaction. */
export const invoiceSeriesRecordSchema = z.object({
  /** The series' prefix and year: 'INV-2026'. */
  id: idSchema,
  lastNumber: z.number().int().min(0),
  updatedAt: timestampSchema,
})
export type InvoiceSeriesRecord = z.infer<typeof invoiceSeriesRecordSchema>

export const reminderKindSchema = z.enum(['before-3', 'due', 'after-3', 'after-7'])
export type ReminderKind = z.infer<typeof reminderKindSchema>

/**
 * One payment reminder of one invoice, claimed before it is mailed (id `<invoiceId>:<kind>`, so a second
 * claim fails): `attemptedAt` is set just before the SMTP hand-over, `sentAt` after it.
 */
export const invoiceReminderRecordSchema = z.object({
  id: idSchema,
  invoiceId: idSchema,
  kind: reminderKindSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  claimedAt: timestampSchema,
  attemptedAt: nullableTimestampSchema,
  sentAt: nullableTimestampSchema,
  error: z.string().nullable(),
})
export type InvoiceReminderRecord = z.infer<typeof invoiceReminderRecordSchema>

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

export const meInvoiceListQuerySchema = listQuerySchema([
  'issueDate',
  'dueDate',
  'amount',
  'number',
  'status',
]).extend({ status: invoiceStatusSchema.optional() })

export const meInvoiceListResponseSchema = listPageSchema(invoiceSchema)
