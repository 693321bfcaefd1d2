import { defineModule } from '../kernel/module'
import { streamRoutes } from './stream-routes'

export const liveModule = defineModule({
  name: 'live',
  routes: [...streamRoutes],
})
