import { defineModule } from '../kernel/module'
import { meWebsiteRequestRoutes } from './website-request-routes'
import { adminWebsiteRequestRoutes } from './admin-website-request-routes'

export const websiteRequestsModule = defineModule({
  name: 'websiteRequests',
  routes: [...meWebsiteRequestRoutes, ...adminWebsiteRequestRoutes],
})
