import { defineModule } from '../kernel/module'
import { meSupportTicketRoutes } from './support-ticket-routes'
import { adminSupportTicketRoutes } from './admin-support-ticket-routes'

export const supportTicketsModule = defineModule({
  name: 'supportTickets',
  routes: [...meSupportTicketRoutes, ...adminSupportTicketRoutes],
})
