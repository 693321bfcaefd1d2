import { defineModule } from '../kernel/module'
import { googleRoutes } from './google/google-routes'
import { tokenSweepJob } from './token-sweep-job'

export const authModule = defineModule({
  name: 'auth',
  routes: [...googleRoutes],
  jobs: [tokenSweepJob],
})
