import type { ActivityService } from './activity/activity-service'
import type { AuthLimiters } from './auth/rate-limits'
import type { RefreshTokens } from './auth/refresh-tokens'
import { createCustomerRequestService } from './customer-requests/customer-request-service'
import type { MailService } from './mail/mail-service'
import { createNotificationService } from './notifications/notification-service'
import type { ApiPorts } from './ports'
import type { SettingsService } from './settings/settings-service'
import { createSupportTicketService } from './support-tickets/support-ticket-service'
import { createUploadService } from './uploads/upload-service'
import { createPasswordChange } from './users/password-change'
import { createWebsiteRequestService } from './website-requests/website-request-service'
import { createWebsiteRequestStatusService } from './website-requests/website-request-status-service'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  mail: MailService
  settings: SettingsService
  refreshTokens: RefreshTokens
  limiters: AuthLimiters
}

// The services of the core loop (website request → customer dashboards → admin request desk),
// merged into createServices (api/services.ts).
export function createCoreLoopServices(deps: Deps) {
  const { ports, activity, mail } = deps
  const notifications = createNotificationService(ports)
  return {
    notifications,
    websiteRequests: createWebsiteRequestService({ ports, activity }),
    websiteRequestStatus: createWebsiteRequestStatusService({ ports, activity, mail, notifications }),
    customerRequests: createCustomerRequestService({ ports, activity }),
    supportTickets: createSupportTicketService({ ports, activity }),
    uploads: createUploadService(ports),
    changePassword: createPasswordChange(deps),
  }
}
