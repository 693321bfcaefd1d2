import { adminOverviewRoutes } from '../admin/admin-overview-routes'
import { adminCustomerRequestRoutes } from '../customer-requests/admin-customer-request-routes'
import { adminInvoiceRoutes } from '../invoices/admin-invoice-routes'
import { adminSupportTicketRoutes } from '../support-tickets/admin-support-ticket-routes'
import { googleRoutes } from '../auth/google/google-routes'
import { meCustomerRequestRoutes } from '../customer-requests/customer-request-routes'
import { adminClientStats } from '../documented-calls/admin-client-stats'
import { adminClientUsers } from '../documented-calls/admin-client-users'
import { adminClientWebsites } from '../documented-calls/admin-client-websites'
import { authCalls } from '../documented-calls/auth-calls'
import { liveMysqlCalls } from '../documented-calls/live-mysql-calls'
import { phpAuthCalls } from '../documented-calls/php-auth-calls'
import { websiteRequestPhpCalls } from '../documented-calls/website-request-php-calls'
import { healthRoutes } from '../health/health-routes'
import { meInvoiceRoutes } from '../invoices/invoice-routes'
import { meNotificationRoutes } from '../notifications/notification-routes'
import { adminNotificationRoutes } from '../notifications/admin-notification-routes'
import { openApiRoute } from '../openapi/openapi-routes'
import { publicSettingsRoutes } from '../settings/public-settings-routes'
import { adminSettingsRoutes } from '../settings/admin-settings-routes'
import { meSupportTicketRoutes } from '../support-tickets/support-ticket-routes'
import { meUploadRoutes } from '../uploads/upload-routes'
import { adminUserRoutes } from '../users/admin-user-routes'
import { mePasswordRoutes } from '../users/me-password-routes'
import { meRoutes } from '../users/me-routes'
import { adminWebsiteRequestRoutes } from '../website-requests/admin-website-request-routes'
import { meWebsiteRequestRoutes } from '../website-requests/website-request-routes'
import { adminWebsiteRoutes } from '../websites/admin-website-routes'
import { meWebsiteRoutes } from '../websites/me-website-routes'
import { meDraftRoutes } from '../drafts/draft-routes'
import { previewRoutes } from '../preview/preview-routes'
import { adminPublishingRoutes, publishedSiteRoutes } from '../publishing/publishing-routes'
import { meWebsiteEditRoutes } from '../websites/me-website-edit-routes'
import { adminSupportDeskRoutes, meThreadRoutes } from '../support-desk/support-desk-routes'
import { streamRoutes } from '../live/stream-routes'
import { adminActivityRoutes } from '../audit/audit-routes'
import { adminAnalyticsRoutes } from '../analytics/analytics-routes'
import { adminSearchRoutes } from '../search/search-routes'
import { twoFactorRoutes } from '../security/two-factor-routes'
import { meSessionRoutes } from '../security/session-routes'
import { invitationRoutes } from '../security/invitation-routes'
import { adminPackageRoutes, mePlanRoutes } from '../packages/package-routes'
import { adminApprovalRoutes } from '../approvals/admin-approval-routes'
import { meApprovalRoutes } from '../approvals/me-approval-routes'
import { pushRoutes } from '../push/push-routes'
import { adminBackupRoutes } from '../backups/backup-routes'
import { adminJobRoutes } from '../jobs/job-routes'
import { adminCampaignRoutes } from '../campaigns/campaign-routes'
import { campaignLinkRoutes } from '../campaigns/campaign-link-routes'
import { adminEmailTemplateRoutes } from '../email-templates/email-template-routes'
import type { RouteEntry } from './define-route'

// Every route of the API, composed by resource. createApi mounts them in this order (a static path
// before a parameter on the same level), the OpenAPI document, the hosts' path checks and the
// authorization sweep read the same list.
export const routeTable: readonly RouteEntry[] = [
  ...healthRoutes,
  ...publicSettingsRoutes,
  // The documented calls (docs/rules/documented-calls.md), byte-compatible, in api/documented-calls/.
  ...authCalls,
  ...phpAuthCalls,
  ...liveMysqlCalls,
  ...websiteRequestPhpCalls,
  ...adminClientUsers,
  ...adminClientWebsites,
  ...adminClientStats,
  ...googleRoutes,
  // Account security: two-factor sign-in, invitations.
  ...twoFactorRoutes,
  ...invitationRoutes,
  // Live preview (its document at /preview/{id} is public: the unguessable id is the key) and the
  // published sites at /sites/{slug}/.
  ...previewRoutes,
  ...publishedSiteRoutes,
  ...campaignLinkRoutes,
  // The signed-in customer's own resources.
  ...meRoutes,
  ...mePasswordRoutes,
  ...meWebsiteRequestRoutes,
  ...meCustomerRequestRoutes,
  ...meSupportTicketRoutes,
  ...meUploadRoutes,
  ...meNotificationRoutes,
  ...meInvoiceRoutes,
  ...meWebsiteRoutes,
  ...meWebsiteEditRoutes,
  ...meDraftRoutes,
  ...meSessionRoutes,
  ...meThreadRoutes,
  ...mePlanRoutes,
  ...meApprovalRoutes,
  ...pushRoutes,
  // Live streams (server-sent events) of customers and admins.
  ...streamRoutes,
  // The back-office.
  ...adminOverviewRoutes,
  ...adminWebsiteRequestRoutes,
  ...adminUserRoutes,
  ...adminWebsiteRoutes,
  ...adminInvoiceRoutes,
  ...adminCustomerRequestRoutes,
  ...adminSupportTicketRoutes,
  ...adminPublishingRoutes,
  ...adminSupportDeskRoutes,
  ...adminActivityRoutes,
  ...adminAnalyticsRoutes,
  ...adminCampaignRoutes,
  ...adminSearchRoutes,
  ...adminPackageRoutes,
  ...adminApprovalRoutes,
  ...adminBackupRoutes,
  ...adminJobRoutes,
  ...adminEmailTemplateRoutes,
  ...adminNotificationRoutes,
  ...adminSettingsRoutes,
  openApiRoute(() => routeTable),
]
