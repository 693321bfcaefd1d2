import { defineModule } from '../kernel/module'
import { pushRoutes } from './push-routes'

export const pushModule = defineModule({
  name: 'push',
  routes: [...pushRoutes],
})
