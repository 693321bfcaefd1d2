import { defineModule } from '../kernel/module'
import { adminOverviewRoutes } from './admin-overview-routes'

export const adminOverviewModule = defineModule({
  name: 'adminOverview',
  routes: [...adminOverviewRoutes],
})
