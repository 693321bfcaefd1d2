import { defineModule } from '../kernel/module'
import { healthRoutes } from './health-routes'

export const healthModule = defineModule({
  name: 'health',
  routes: [...healthRoutes],
})
