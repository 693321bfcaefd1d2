import { Hono } from 'hono'
import { adminOverviewRoutes } from './admin/admin-overview-routes'
import type { ApiEnv } from './context'
import { customerRequestRoutes } from './customer-requests/customer-request-routes'
import { invoiceRoutes } from './invoices/invoice-routes'
import { liveMysqlRoutes } from './live-mysql/live-mysql-routes'
import { notificationRoutes } from './notifications/notification-routes'
import type { RouteRegistry } from './openapi/registry'
import type { Services } from './services'
import { supportTicketRoutes } from './support-tickets/support-ticket-routes'
import { uploadRoutes } from './uploads/upload-routes'
import { mePasswordRoutes } from './users/me-password-routes'
import { websiteRequestLegacyRoutes } from './website-requests/website-request-legacy-routes'
import { websiteRequestRoutes } from './website-requests/website-request-routes'

// The routes of the core loop, mounted by createApi (api/app.ts).
export function coreLoopRoutes(registry: RouteRegistry, services: Services) {
  const app = new Hono<ApiEnv>()
  app.route('/', websiteRequestRoutes(registry, services))
  app.route('/', websiteRequestLegacyRoutes(registry, services))
  app.route('/', liveMysqlRoutes(registry, services))
  app.route('/', customerRequestRoutes(registry, services))
  app.route('/', supportTicketRoutes(registry, services))
  app.route('/', uploadRoutes(registry, services))
  app.route('/', notificationRoutes(registry, services))
  app.route('/', invoiceRoutes(registry, services))
  app.route('/', mePasswordRoutes(registry, services))
  app.route('/', adminOverviewRoutes(registry, services))
  return app
}
