import { defineModule } from '../kernel/module'
import { adminAnalyticsRoutes } from './analytics-routes'
import { siteStatsRoutes } from './site-stats-routes'

export const analyticsModule = defineModule({
  name: 'analytics',
  routes: [...adminAnalyticsRoutes, ...siteStatsRoutes],
})
