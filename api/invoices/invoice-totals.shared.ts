import type { InvoiceLine, InvoicePayment } from './invoice.shared'

// docs/rules/invoices-and-plans.md#kdv: prices are KDV-exclusive; the figures are kuruş (1/100 TRY), so
// nothing is a float. One function for the server, the demo data and the create dialog's preview.

/** KDV of Turkey in percent, stored on every invoice at issue. */
export const DEFAULT_TAX_RATE = 20

export interface InvoiceTotals {
  subtotalKurus: number
  taxKurus: number
  totalKurus: number
}

/** `value × rate / 100` rounded half up, in integers only. */
function percentOfKurus(value: number, rate: number): number {
  return Math.floor((value * rate * 2 + 100) / 200)
}

export function invoiceTotals(lines: readonly InvoiceLine[], taxRate: number): InvoiceTotals {
  const subtotalKurus = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceKurus, 0)
  const taxKurus = percentOfKurus(subtotalKurus, taxRate)
  return { subtotalKurus, taxKurus, totalKurus: subtotalKurus + taxKurus }
}

/** The one line of an invoice issued for a plan or a service: quantity 1, the net price. */
export function singleLine(description: string, amountTry: number): InvoiceLine[] {
  return [{ description, quantity: 1, unitPriceKurus: amountTry * 100 }]
}

export const paidKurus = (payments: readonly InvoicePayment[]) =>
  payments.reduce((sum, payment) => sum + payment.amountKurus, 0)

/** What is still to be paid (never below zero). */
export const remainingKurus = (invoice: { totalKurus: number; payments: readonly InvoicePayment[] }) =>
  Math.max(0, invoice.totalKurus - paidKurus(invoice.payments))
