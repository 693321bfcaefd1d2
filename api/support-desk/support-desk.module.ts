import { defineModule } from '../kernel/module'
import { adminSupportDeskRoutes, meThreadRoutes } from './support-desk-routes'

export const supportDeskModule = defineModule({
  name: 'supportDesk',
  routes: [...meThreadRoutes, ...adminSupportDeskRoutes],
})
