import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { InvoiceLine, InvoicePayment } from '../../../api/schemas/invoice'
import { createdAt, id, instant, updatedAt } from './columns'
import { packages, users } from './users'
import { searchIndex, searchTextColumn } from './search-text'

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    // INV-2026-0001, gapless per year (invoice_series).
    number: text('number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The buyer as they were at issue.
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    // Net, whole TRY, as the admin entered it; the figures below are kuruş.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TRY'),
    status: text('status').notNull().default('pending'),
    subscription: text('subscription'),
    packageId: text('package_id').references(() => packages.id, { onDelete: 'set null' }),
    description: text('description'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    // KDV percent, kept per invoice.
    taxRate: integer('tax_rate').notNull().default(20),
    subtotalKurus: integer('subtotal_kurus').notNull().default(0),
    taxKurus: integer('tax_kurus').notNull().default(0),
    totalKurus: integer('total_kurus').notNull().default(0),
    payments: jsonb('payments').$type<InvoicePayment[]>().notNull().default([]),
    issueDate: instant('issue_date')
      .notNull()
      .default(sql`now()`),
    dueDate: instant('due_date').notNull(),
    paidDate: instant('paid_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('number', 'customer_name', 'customer_email'),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_user_idx').on(t.userId),
    index('invoices_customer_email_idx').on(sql`lower(${t.customerEmail})`),
    index('invoices_status_idx').on(t.status, t.dueDate),
    index('invoices_due_date_idx').on(t.dueDate),
    searchIndex('invoices_search_trgm', t.searchText),
  ],
)

// One row per series ('INV-2026'): the last number given. Read and advanced under a transaction lock in the
// same transaction that inserts the invoice, so a rolled-back invoice gives its number back.
export const invoiceSeries = pgTable('invoice_series', {
  id: id(),
  lastNumber: integer('last_number').notNull().default(0),
  updatedAt: updatedAt(),
})

// Payment reminders: the row is the claim (its id is `<invoiceId>:<kind>`), written before the mail goes.
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    claimedAt: instant('claimed_at')
      .notNull()
      .default(sql`now()`),
    attemptedAt: instant('attempted_at'),
    sentAt: instant('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('invoice_reminders_invoice_idx').on(t.invoiceId),
    index('invoice_reminders_claimed_at_idx').on(t.claimedAt),
  ],
)
