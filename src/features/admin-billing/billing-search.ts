// The invoice list's state in the URL: search text (number or customer), the status chip, page, page
// size, sort (newest issue first unless the admin picks another column), and `open`: the invoice whose
// drawer is open (the header's search opens an invoice this way).
import type { z } from 'zod'
import { invoiceStatusSchema } from '../../../api/invoices/invoice.shared'
import { listSearchSchema, openRecordSearch } from '../../components/data-table/list-search'

/** The columns the server sorts invoices by. */
export const INVOICE_SORT_FIELDS = ['number', 'issueDate', 'dueDate', 'totalKurus', 'status'] as const

export const billingSearchSchema = listSearchSchema({
  sortFields: INVOICE_SORT_FIELDS,
  filters: { status: invoiceStatusSchema },
}).extend(openRecordSearch)

export type BillingSearch = z.infer<typeof billingSearchSchema>

export const BILLING_DEFAULTS = { sortFields: INVOICE_SORT_FIELDS, sort: '-issueDate' }
