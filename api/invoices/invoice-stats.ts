import type { Repositories } from '../ports'
import { istanbulDay } from '../publishing/istanbul-time'
import { invoiceStatusSchema, type InvoiceStatus } from './invoice.shared'
import type { InvoiceStats } from './invoice-input.shared'
import { remainingKurus } from './invoice-totals.shared'
import { invoiceResource } from './invoice-resource'

const PAGE = 500

// The billing screen's cards (docs/rules/invoices-and-plans.md#the-billing-screen): invoices per status,
// what was paid this month (by the payments' dates in Istanbul; an invoice marked paid without a recorded
// payment counts its total on its paid date) and what open invoices still owe.
export async function invoiceStats(repos: Repositories, now: Date): Promise<InvoiceStats> {
  const invoices = repos.resource(invoiceResource)
  const month = istanbulDay(now).slice(0, 7)
  const inMonth = (iso: string | null) => iso !== null && istanbulDay(new Date(iso)).slice(0, 7) === month
  const statuses = invoiceStatusSchema.options
  const counts = await Promise.all(statuses.map((status) => invoices.count({ filter: { status } })))
  const byStatus = Object.fromEntries(statuses.map((status, i) => [status, counts[i] ?? 0])) as Record<
    InvoiceStatus,
    number
  >
  let paidThisMonthKurus = 0
  let outstandingKurus = 0
  for (let offset = 0; ; offset += PAGE) {
    const page = await invoices.list({ limit: PAGE, offset })
    for (const invoice of page) {
      for (const payment of invoice.payments) {
        if (inMonth(payment.paidAt)) paidThisMonthKurus += payment.amountKurus
        // A card payment's refunds count in the month they were made (docs/rules/invoices-and-plans.md#refunds).
        for (const refund of payment.refunds ?? []) {
          if (inMonth(refund.refundedAt)) paidThisMonthKurus -= refund.amountKurus
        }
      }
      if (invoice.payments.length === 0 && invoice.status === 'paid' && inMonth(invoice.paidDate)) {
        paidThisMonthKurus += invoice.totalKurus
      }
      if (invoice.status === 'pending' || invoice.status === 'overdue')
        outstandingKurus += remainingKurus(invoice)
    }
    if (page.length < PAGE) break
  }
  return {
    total: counts.reduce((sum, n) => sum + (n ?? 0), 0),
    byStatus,
    paidThisMonthKurus,
    outstandingKurus,
  }
}
