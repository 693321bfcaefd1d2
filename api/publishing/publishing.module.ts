import { defineModule } from '../kernel/module'
import { adminPublishingRoutes, publishedSiteRoutes } from './publishing-routes'

export const publishingModule = defineModule({
  name: 'publishing',
  routes: [...publishedSiteRoutes, ...adminPublishingRoutes],
})
