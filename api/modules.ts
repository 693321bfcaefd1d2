import type { ApiModule } from './kernel/module'
import { healthModule } from './health/health.module'
import { settingsModule } from './settings/settings.module'
import { documentedCallsModule } from './documented-calls/documented-calls.module'
import { authModule } from './auth/auth.module'
import { securityModule } from './security/security.module'
import { previewModule } from './preview/preview.module'
import { publishingModule } from './publishing/publishing.module'
import { campaignsModule } from './campaigns/campaigns.module'
import { usersModule } from './users/users.module'
import { websiteRequestsModule } from './website-requests/website-requests.module'
import { customerRequestsModule } from './customer-requests/customer-requests.module'
import { supportTicketsModule } from './support-tickets/support-tickets.module'
import { uploadsModule } from './uploads/uploads.module'
import { notificationsModule } from './notifications/notifications.module'
import { invoicesModule } from './invoices/invoices.module'
import { paymentsModule } from './payments/payments.module'
import { websitesModule } from './websites/websites.module'
import { draftsModule } from './drafts/drafts.module'
import { supportDeskModule } from './support-desk/support-desk.module'
import { packagesModule } from './packages/packages.module'
import { approvalsModule } from './approvals/approvals.module'
import { pushModule } from './push/push.module'
import { liveModule } from './live/live.module'
import { adminOverviewModule } from './admin/admin.module'
import { auditModule } from './audit/audit.module'
import { analyticsModule } from './analytics/analytics.module'
import { backupsModule } from './backups/backups.module'
import { emailTemplatesModule } from './email-templates/email-templates.module'
import { mailModule } from './mail/mail.module'
import { siteFormsModule } from './site-forms/site-forms.module'
import { siteDomainsModule } from './site-domains/site-domains.module'
import { subscriptionsModule } from './subscriptions/subscriptions.module'

// Every module of the API (api/kernel/module.ts), once: the route table mounts their routes in this order,
// the scheduler and the jobs API read their jobs, the back-office search their groups
// (docs/adding-a-resource.md).
export const modules: readonly ApiModule[] = [
  healthModule,
  settingsModule,
  documentedCallsModule,
  authModule,
  securityModule,
  previewModule,
  publishingModule,
  campaignsModule,
  usersModule,
  websiteRequestsModule,
  customerRequestsModule,
  supportTicketsModule,
  uploadsModule,
  notificationsModule,
  invoicesModule,
  paymentsModule,
  websitesModule,
  draftsModule,
  supportDeskModule,
  packagesModule,
  approvalsModule,
  pushModule,
  liveModule,
  adminOverviewModule,
  auditModule,
  analyticsModule,
  backupsModule,
  emailTemplatesModule,
  mailModule,
  siteFormsModule,
  siteDomainsModule,
  subscriptionsModule,
]
