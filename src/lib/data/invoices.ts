// The signed-in customer's invoices: GET /api/me/invoices (read whole, page after page).
import { lazySchema } from '../api-client'
import { fetchAllItems, listAnswerSchema } from './list-page'
import { useResourceQuery } from './resource-query'

export const MY_INVOICES_PATH = '/api/me/invoices'

export const invoiceKeys = { all: ['invoices'] as const, mine: ['invoices', 'mine'] as const }

const listSchema = lazySchema(() =>
  import('../../../api/schemas/invoice').then((m) => listAnswerSchema(m.invoiceSchema)),
)

export function fetchMyInvoices(signal?: AbortSignal) {
  return fetchAllItems(MY_INVOICES_PATH, listSchema, {}, signal)
}

export const useMyInvoices = () => useResourceQuery(invoiceKeys.mine, fetchMyInvoices)
