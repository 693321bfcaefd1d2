import { adminResourceRoutes } from '../routes/resource-routes'
import { idSchema } from '../lib/common.shared'
import {
  supportTicketPrioritySchema,
  supportTicketRecordSchema,
  supportTicketStatusSchema,
} from '../customer-requests/customer-request.shared'
import { supportTicketResource } from './support-ticket-resource'

// The back-office's support desk, read side: list (search by title or description; status, priority,
// customer) and one ticket.
export const adminSupportTicketRoutes = adminResourceRoutes({
  declaration: supportTicketResource,
  path: '/api/admin/support-tickets',
  tag: 'Destek talepleri (admin)',
  names: { list: 'Destek talepleri', one: 'Bir destek talebi' },
  notFound: 'Destek talebi bulunamadı.',
  filters: { status: supportTicketStatusSchema, priority: supportTicketPrioritySchema, userId: idSchema },
  sortable: ['createdAt', 'updatedAt', 'status', 'priority', 'title'],
  defaultSort: '-createdAt',
  item: supportTicketRecordSchema,
  view: (ticket) => ticket,
})
