import { defineModule } from '../kernel/module'
import { twoFactorRoutes } from './two-factor-routes'
import { invitationRoutes } from './invitation-routes'
import { meSessionRoutes } from './session-routes'

export const securityModule = defineModule({
  name: 'security',
  routes: [...twoFactorRoutes, ...invitationRoutes, ...meSessionRoutes],
})
