import { defineModule } from '../kernel/module'
import { adminAnalyticsRoutes } from './analytics-routes'

export const analyticsModule = defineModule({
  name: 'analytics',
  routes: [...adminAnalyticsRoutes],
})
