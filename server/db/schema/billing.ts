import { sql } from 'drizzle-orm'
import { index } from 'drizzle-orm/pg-core'
import {
  invoiceReminderResource,
  invoiceResource,
  invoiceSeriesResource,
} from '../../../api/invoices/invoice-resource'
import { subscriptionResource } from '../../../api/subscriptions/subscription-resource'
import { checkoutResource } from '../../../api/payments/checkout-resource'
import { resourceTable } from './resource-table'

// Invoices, their number series and payment reminders: derived from the declarations, plus what SQL
// alone knows.

export const invoices = resourceTable(invoiceResource, {
  defaults: {
    currency: 'TRY',
    status: 'pending',
    lines: [],
    taxRate: 20,
    subtotalKurus: 0,
    taxKurus: 0,
    totalKurus: 0,
    payments: [],
    issueDate: sql`now()`,
  },
  indexes: (t) => ({
    userId: index('invoices_user_idx').on(t.userId),
    customerEmail: index('invoices_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    status: index('invoices_status_idx').on(t.status, t.dueDate),
  }),
})

// One row per series ('INV-2026'): the last number given. Read and advanced under a transaction lock in the
// same transaction that inserts the invoice, so a rolled-back invoice gives its number back.
export const invoiceSeries = resourceTable(invoiceSeriesResource, { defaults: { lastNumber: 0 } })

// Payment reminders: the row is the claim (its id is `<invoiceId>:<kind>`), written before the mail goes.
export const invoiceReminders = resourceTable(invoiceReminderResource, {
  defaults: { claimedAt: sql`now()` },
  indexes: (t) => ({ invoiceId: index('invoice_reminders_invoice_idx').on(t.invoiceId) }),
})

// Customers' subscriptions, one per customer (id = the user's id), renewed by the billing job.
export const subscriptions = resourceTable(subscriptionResource, { defaults: { creditKurus: 0 } })

// Card checkouts (docs/rules/invoices-and-plans.md#card-payments).
export const paymentCheckouts = resourceTable(checkoutResource)
