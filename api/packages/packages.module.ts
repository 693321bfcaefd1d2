import { defineModule } from '../kernel/module'
import { adminPackageRoutes, mePlanRoutes } from './package-routes'

export const packagesModule = defineModule({
  name: 'packages',
  routes: [...mePlanRoutes, ...adminPackageRoutes],
})
