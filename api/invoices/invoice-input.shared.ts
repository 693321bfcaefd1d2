import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'
import { invoiceSchema, invoiceStatusSchema, paymentMethodSchema } from './invoice.shared'
import { invoiceMessages } from './invoice-messages.shared'

// docs/rules/invoices-and-plans.md#invoices: what the back-office sends to issue, change and settle an
// invoice, and what it gets back. Its Turkish messages are in invoice-messages.shared.ts.

/** The net amount in whole TRY (KDV is added on top). */
export const MAX_INVOICE_AMOUNT = 10_000_000
const amountSchema = z
  .number({ error: invoiceMessages.amountInvalid })
  .int({ error: invoiceMessages.amountInvalid })
  .min(1, { error: invoiceMessages.amountInvalid })
  .max(MAX_INVOICE_AMOUNT, { error: invoiceMessages.amountInvalid })

/**
 * A calendar day ('2026-04-30', kept as noon in Istanbul so every Turkish screen shows that day) or an
 * instant with its offset.
 */
export const invoiceDateSchema = z.union([
  z.iso.date().transform((day) => new Date(`${day}T12:00:00+03:00`).toISOString()),
  timestampSchema.transform((at) => new Date(at).toISOString()),
])

const descriptionSchema = z.string().trim().max(500)
/** A package by id, or by its name in any case (the spec's plan field). */
const planSchema = z.string().trim().max(120)

export const invoiceCreateInputSchema = z.object({
  /** Checked by the service, so a missing address gets the spec's message. */
  customerEmail: z.string().trim().max(254).optional(),
  amount: amountSchema.nullish(),
  plan: planSchema.nullish(),
  packageId: idSchema.nullish(),
  dueDate: invoiceDateSchema.nullish(),
  description: descriptionSchema.nullish(),
})
export type InvoiceCreateInput = z.infer<typeof invoiceCreateInputSchema>

export const invoicePatchSchema = z.object({
  description: descriptionSchema.nullish(),
  dueDate: invoiceDateSchema.optional(),
  amount: amountSchema.optional(),
  plan: planSchema.optional(),
  packageId: idSchema.optional(),
  status: invoiceStatusSchema.optional(),
})
export type InvoicePatch = z.infer<typeof invoicePatchSchema>

export const invoicePaymentInputSchema = z.object({
  /** Default: now. */
  paidAt: invoiceDateSchema.optional(),
  method: paymentMethodSchema,
  reference: z.string().trim().max(200).default(''),
  /** TRY with at most two decimals; default: what remains to be paid. */
  amount: z.number().positive({ error: invoiceMessages.paymentAmountInvalid }).max(1e9).optional(),
})
export type InvoicePaymentInput = z.infer<typeof invoicePaymentInputSchema>

export const invoiceResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ invoice: invoiceSchema }),
})

export const invoiceStatsSchema = z.object({
  total: z.number().int().min(0),
  byStatus: z.record(invoiceStatusSchema, z.number().int().min(0)),
  /** Payments dated this month (Istanbul), in kuruş. */
  paidThisMonthKurus: z.number().int().min(0),
  /** What pending and overdue invoices still owe, in kuruş. */
  outstandingKurus: z.number().int().min(0),
})
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>
export const invoiceStatsResponseSchema = z.object({ success: z.literal(true), data: invoiceStatsSchema })
