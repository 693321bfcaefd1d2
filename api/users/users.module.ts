import { defineModule } from '../kernel/module'
import { meRoutes } from './me-routes'
import { mePasswordRoutes } from './me-password-routes'
import { adminUserRoutes } from './admin-user-routes'
import { userSearch } from './user-search'

export const usersModule = defineModule({
  name: 'users',
  routes: [...meRoutes, ...mePasswordRoutes, ...adminUserRoutes],
  search: userSearch,
})
