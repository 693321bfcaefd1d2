import { defineModule } from '../kernel/module'
import { adminActivityRoutes } from './audit-routes'

export const auditModule = defineModule({
  name: 'audit',
  routes: [...adminActivityRoutes],
})
