import { ownListRoute } from '../routes/resource-routes'
import { invoiceResource } from './invoice-resource'
import type { RouteEntry } from '../routes/define-route'
import { meInvoiceListQuerySchema, meInvoiceListResponseSchema } from '../schemas/me-resources'

// The customer's payment history (dashboard "Ödeme"): their own invoices, newest first by default.
export const meInvoiceRoutes: RouteEntry[] = [
  ownListRoute({
    declaration: invoiceResource,
    path: '/api/me/invoices',
    tag: 'Faturalar',
    summary: 'Oturumdaki kullanıcının faturaları (ödeme geçmişi): arama, durum, sayfalama, sıralama',
    description: 'Faturalar',
    query: meInvoiceListQuerySchema,
    response: meInvoiceListResponseSchema,
    filter: (query) => ({ status: query.status }),
    defaultSort: '-issueDate',
    view: (invoice) => invoice,
  }),
]
