import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { users } from './users'
import { searchIndex, searchTextColumn } from './search-text'

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    // Human number like INV-001, unique.
    number: text('number').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // Integer TRY.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('TRY'),
    status: text('status').notNull().default('pending'),
    subscription: text('subscription'),
    description: text('description'),
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
    searchIndex('invoices_search_trgm', t.searchText),
  ],
)
