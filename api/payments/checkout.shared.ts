import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { kurusSchema } from '../invoices/invoice.shared'

// docs/rules/invoices-and-plans.md#card-payments: one hosted checkout of a card gateway for one invoice.
// The server opens it with the amount it computed itself, the gateway's callback settles it once.

export const PAYMENT_GATEWAY_NAMES = ['iyzico'] as const
export type PaymentGatewayName = (typeof PAYMENT_GATEWAY_NAMES)[number]

/** pending: the customer is on the gateway's page; paid / failed: the gateway's answer was read. */
export const checkoutStatusSchema = z.enum(['pending', 'paid', 'failed'])
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>

export const checkoutRecordSchema = z.object({
  /** Also the gateway's conversationId: its answers must name it back. */
  id: idSchema,
  gateway: z.enum(PAYMENT_GATEWAY_NAMES),
  /** The gateway's token of the hosted page (unique): the callback names the checkout by it. */
  token: z.string().nullable(),
  invoiceId: idSchema,
  userId: idSchema.nullable(),
  /** What the server asked the gateway to charge: what the invoice still owed then. */
  amountKurus: kurusSchema,
  currency: z.string(),
  status: checkoutStatusSchema,
  /** The gateway's payment id (unique): the invoice payment's reference. */
  gatewayPaymentId: z.string().nullable(),
  /** The gateway's id of the charged item (iyzico's paymentTransactionId): refunds go through it. */
  gatewayTransactionId: z.string().nullable(),
  /** The invoice payment this checkout recorded. */
  paymentId: idSchema.nullable(),
  /** The gateway's reason when the card was declined, in Turkish. */
  error: z.string().nullable(),
  createdAt: timestampSchema,
  settledAt: nullableTimestampSchema,
})
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>

/** What the customer's screen reads after the gateway sends them back. */
export const checkoutViewSchema = checkoutRecordSchema.pick({
  id: true,
  invoiceId: true,
  amountKurus: true,
  status: true,
  error: true,
})
export type CheckoutView = z.infer<typeof checkoutViewSchema>

export const checkoutViewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ checkout: checkoutViewSchema }),
})

export const checkoutStartResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ checkoutId: idSchema, paymentPageUrl: z.string() }),
})

/** How a customer can pay: by card (a gateway is configured) and/or by bank transfer. */
export const paymentOptionsSchema = z.object({
  card: z.boolean(),
  /** The settings' bank-transfer instructions (IBAN, bank, account holder); '' when none are set. */
  bankTransfer: z.string(),
})
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>
export const paymentOptionsResponseSchema = z.object({ success: z.literal(true), data: paymentOptionsSchema })

export const refundInputSchema = z.object({
  /** The invoice payment to refund (a card payment through a gateway). */
  paymentId: idSchema,
  /** TRY with at most two decimals; default: what is left of that payment. */
  amount: z.number().positive().max(1e9).optional(),
})
export type RefundInput = z.infer<typeof refundInputSchema>
