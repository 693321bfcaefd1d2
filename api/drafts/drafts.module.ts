import { defineModule } from '../kernel/module'
import { meDraftRoutes } from './draft-routes'

export const draftsModule = defineModule({
  name: 'drafts',
  routes: [...meDraftRoutes],
})
