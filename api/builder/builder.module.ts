import { defineModule } from '../kernel/module'
import { adminBuilderRequestRoutes, meBuilderRequestRoutes } from './builder-request-routes'

export const builderModule = defineModule({
  name: 'builder',
  routes: [...meBuilderRequestRoutes, ...adminBuilderRequestRoutes],
})
