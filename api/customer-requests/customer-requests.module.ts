import { defineModule } from '../kernel/module'
import { meCustomerRequestRoutes } from './customer-request-routes'
import { adminCustomerRequestRoutes } from './admin-customer-request-routes'

export const customerRequestsModule = defineModule({
  name: 'customerRequests',
  routes: [...meCustomerRequestRoutes, ...adminCustomerRequestRoutes],
})
