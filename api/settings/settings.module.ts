import { defineModule } from '../kernel/module'
import { publicSettingsRoutes } from './public-settings-routes'
import { adminSettingsRoutes } from './admin-settings-routes'

export const settingsModule = defineModule({
  name: 'settings',
  routes: [...publicSettingsRoutes, ...adminSettingsRoutes],
})
