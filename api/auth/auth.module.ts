import { defineModule } from '../kernel/module'
import { googleRoutes } from './google/google-routes'
import { passwordResetRoutes } from './password-reset-routes'
import { tokenSweepJob } from './token-sweep-job'

export const authModule = defineModule({
  name: 'auth',
  routes: [...googleRoutes, ...passwordResetRoutes],
  jobs: [tokenSweepJob],
})
