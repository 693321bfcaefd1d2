import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { MailMessage } from '../ports/infrastructure'
import type { InvoicePayment, InvoiceRecord } from '../invoices/invoice.shared'
import { formatInvoiceDay, formatKurus, PAYMENT_METHOD_LABELS } from '../invoices/invoice-labels.shared'
import { remainingKurus } from '../invoices/invoice-totals.shared'

// The receipt of a card payment: SiteKur's own template 'payment-received'
// (docs/rules/invoices-and-plans.md#card-payments).

export function paymentReceiptMail(input: {
  invoice: InvoiceRecord
  payment: InvoicePayment
  billingUrl: string
}): MailMessage {
  const { invoice, payment } = input
  return ownTemplateMail('payment-received', invoice.customerEmail, {
    name: invoice.customerName,
    invoiceNumber: invoice.number,
    amount: formatKurus(payment.amountKurus),
    paidAt: formatInvoiceDay(payment.paidAt),
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    remaining: formatKurus(remainingKurus(invoice)),
    link: input.billingUrl,
  })
}
