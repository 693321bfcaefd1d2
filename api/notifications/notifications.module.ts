import { defineModule } from '../kernel/module'
import { meNotificationRoutes } from './notification-routes'
import { adminNotificationRoutes } from './admin-notification-routes'
import { scheduledNotificationsJob } from './scheduled-notifications'

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: [...meNotificationRoutes, ...adminNotificationRoutes],
  jobs: [scheduledNotificationsJob],
})
