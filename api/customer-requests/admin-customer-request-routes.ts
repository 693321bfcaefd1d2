import { adminResourceRoutes } from '../routes/resource-routes'
import { idSchema } from '../schemas/common'
import {
  customerRequestPrioritySchema,
  customerRequestRecordSchema,
  customerRequestTypeSchema,
} from '../schemas/customer-request'
import { websiteRequestStatusSchema } from '../schemas/website-request-status'
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
