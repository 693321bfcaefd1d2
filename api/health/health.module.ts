import { defineModule } from '../kernel/module'
import { healthRoutes } from './health-routes'
import { statisticsJob } from './statistics-job'

export const healthModule = defineModule({
  name: 'health',
  routes: [...healthRoutes],
  jobs: [statisticsJob],
})
