import { adminResourceRoutes } from '../routes/resource-routes'
import { idSchema } from '../schemas/common'
import { invoiceRecordSchema, invoiceStatusSchema } from '../schemas/invoice'
import { invoiceResource } from './invoice-resource'

// The back-office's invoices: list (search by number, customer name or e-mail; status, customer) and one.
export const adminInvoiceRoutes = adminResourceRoutes({
  declaration: invoiceResource,
  path: '/api/admin/invoices',
  tag: 'Faturalar (admin)',
  names: { list: 'Faturalar', one: 'Bir fatura' },
  notFound: 'Fatura bulunamadı.',
  filters: { status: invoiceStatusSchema, userId: idSchema },
  sortable: ['createdAt', 'issueDate', 'dueDate', 'amount', 'status', 'number'],
  defaultSort: '-issueDate',
  item: invoiceRecordSchema,
  view: (invoice) => invoice,
})
