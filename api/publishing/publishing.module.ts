import { defineModule } from '../kernel/module'
import { adminPublishingRoutes, mePublishingRoutes, publishedSiteRoutes } from './publishing-routes'
import { websiteVersionRoutes } from './website-version-routes'

export const publishingModule = defineModule({
  name: 'publishing',
  routes: [...publishedSiteRoutes, ...adminPublishingRoutes, ...mePublishingRoutes, ...websiteVersionRoutes],
})
