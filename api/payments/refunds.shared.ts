import type { InvoicePayment } from '../invoices/invoice.shared'

// docs/rules/invoices-and-plans.md#refunds: what was given back of a payment, and what was kept of all.

export const refundedKurus = (payment: Pick<InvoicePayment, 'refunds'>) =>
  (payment.refunds ?? []).reduce((sum, refund) => sum + refund.amountKurus, 0)

/** What the payments brought in, less their refunds. */
export const netPaidKurus = (payments: readonly InvoicePayment[]) =>
  payments.reduce((sum, payment) => sum + payment.amountKurus - refundedKurus(payment), 0)
