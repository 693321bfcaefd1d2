import { defineModule } from '../kernel/module'
import { websiteSearch } from './website-search'
import { meWebsiteRoutes } from './me-website-routes'
import { meWebsiteEditRoutes } from './me-website-edit-routes'
import { adminWebsiteRoutes } from './admin-website-routes'

export const websitesModule = defineModule({
  name: 'websites',
  routes: [...meWebsiteRoutes, ...meWebsiteEditRoutes, ...adminWebsiteRoutes],
  search: websiteSearch,
})
