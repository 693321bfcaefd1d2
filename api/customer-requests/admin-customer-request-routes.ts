import { adminResourceRoutes } from '../routes/resource-routes'
import { idSchema } from '../lib/common.shared'
import {
  customerRequestPrioritySchema,
  customerRequestRecordSchema,
  customerRequestTypeSchema,
} from './customer-request.shared'
import { websiteRequestStatusSchema } from '../website-requests/website-request-status.shared'
import { customerRequestResource } from './customer-request-resource'

// The back-office's view of the customers' "Taleplerim": list (search by title, description or website;
// status, type, priority, customer) and one.
export const adminCustomerRequestRoutes = adminResourceRoutes({
  declaration: customerRequestResource,
  path: '/api/admin/customer-requests',
  tag: 'Müşteri talepleri (admin)',
  names: { list: 'Müşteri talepleri', one: 'Bir müşteri talebi' },
  notFound: 'Talep bulunamadı.',
  filters: {
    status: websiteRequestStatusSchema,
    type: customerRequestTypeSchema,
    priority: customerRequestPrioritySchema,
    userId: idSchema,
  },
  sortable: ['createdAt', 'updatedAt', 'status', 'priority', 'title'],
  defaultSort: '-createdAt',
  item: customerRequestRecordSchema,
  view: (request) => request,
})
