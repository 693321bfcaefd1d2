import { defineModule } from '../kernel/module'
import { invoiceSearch } from './invoice-search'
import { meInvoiceRoutes } from './invoice-routes'
import { adminInvoiceRoutes } from './admin-invoice-routes'
import { invoiceOverdueJob } from './invoice-overdue'
import { invoiceReminderJob } from './invoice-reminders'

export const invoicesModule = defineModule({
  name: 'invoices',
  routes: [...meInvoiceRoutes, ...adminInvoiceRoutes],
  jobs: [invoiceOverdueJob, invoiceReminderJob],
  search: invoiceSearch,
})
