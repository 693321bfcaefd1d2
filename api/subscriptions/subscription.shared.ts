import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { billingPeriodSchema } from '../packages/package.shared'

// docs/rules/invoices-and-plans.md#subscriptions: a customer's paid plan, one record per customer (its id is
// the user's id), renewed period by period by the billing job.

/**
 * - `pending`: chosen at registration, waiting for the e-mail address to be verified (no invoice yet);
 * - `active`: nothing unpaid past its due day;
 * - `past_due`: an invoice is past its due day, the grace period still runs;
 * - `suspended`: an invoice is unpaid after the grace period: the customer's sites answer 503;
 * - `cancelled`: no longer renewed.
 */
export const subscriptionStateSchema = z.enum(['pending', 'active', 'past_due', 'suspended', 'cancelled'])
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>

export const subscriptionRecordSchema = z.object({
  /** The customer's user id: one subscription per customer. */
  id: idSchema,
  userId: idSchema,
  packageId: idSchema.nullable(),
  period: billingPeriodSchema,
  status: subscriptionStateSchema,
  /** The paid-for period: [start, end). Null while `pending`. */
  currentPeriodStart: nullableTimestampSchema,
  currentPeriodEnd: nullableTimestampSchema,
  /** The invoice of the period after the current one, once the renewal issued it. */
  renewalInvoiceId: idSchema.nullable(),
  /** What a downgrade left to the customer (kuruş, net): taken off the next invoice. */
  creditKurus: z.number().int().min(0),
  suspendedAt: nullableTimestampSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>

/** GET /api/me/subscription: the record with its package's name, or null (no paid plan). */
export const mySubscriptionSchema = subscriptionRecordSchema
  .pick({
    packageId: true,
    period: true,
    status: true,
    currentPeriodStart: true,
    currentPeriodEnd: true,
    creditKurus: true,
  })
  .extend({ packageName: z.string() })
  .nullable()
export type MySubscription = z.infer<typeof mySubscriptionSchema>

export const planChangeQuoteQuerySchema = z.object({
  packageId: idSchema,
  period: billingPeriodSchema.optional(),
})

/** What a plan change costs today (docs/rules/invoices-and-plans.md#proration), net of KDV, in kuruş. */
export const planChangeQuoteSchema = z.object({
  packageId: idSchema,
  packageName: z.string(),
  period: billingPeriodSchema,
  /** The unused part of the current plan, given back. */
  creditKurus: z.number().int().min(0),
  /** The rest of the period on the new plan. */
  chargeKurus: z.number().int().min(0),
  /** charge − credit: above 0 an invoice now, below 0 a credit on the next invoice. */
  netKurus: z.number().int(),
  /** The same with KDV on top (what the invoice would total); 0 when nothing is invoiced. */
  invoiceTotalKurus: z.number().int().min(0),
  daysLeft: z.number().int().min(0),
  periodDays: z.number().int().min(0),
})
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>

export const mySubscriptionResponseSchema = z.object({ success: z.literal(true), data: mySubscriptionSchema })
export const planChangeQuoteResponseSchema = z.object({
  success: z.literal(true),
  data: planChangeQuoteSchema,
})
