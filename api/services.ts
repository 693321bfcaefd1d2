import type { Context } from 'hono'
import type { ApiEnv } from './context'
import type { ApiPorts } from './ports'
import { createActivityService } from './activity/activity-service'
import { createAuditService } from './audit/audit-service'
import { createMemoryEventBus } from './live/memory-event-bus'
import { withCommitEvents } from './live/commit-events'
import { createAccessTokens } from './auth/access-tokens'
import { createAuthService } from './auth/auth-service'
import { createCsrfTokens } from './auth/csrf'
import { createEmailVerification } from './auth/email-verification'
import { createPasswordReset } from './auth/password-reset'
import { createGuards } from './auth/guards'
import { createBoundedHasher } from './auth/hashing'
import { createAuthLimiters } from './auth/rate-limits'
import { createRefreshTokens } from './auth/refresh-tokens'
import { createGoogleSignIn } from './auth/google/google-sign-in'
import { createMailService } from './mail/mail-service'
import { createCustomerRequestService } from './customer-requests/customer-request-service'
import { createNotificationService } from './notifications/notification-service'
import { createChannels } from './notifications/channels/channels'
import { createCustomerNotifier } from './notifications/customer-notifier'
import { createNotificationAdminService } from './notifications/notification-admin-service'
import { createSupportTicketService } from './support-tickets/support-ticket-service'
import { createUploadService } from './uploads/upload-service'
import { createPasswordChange } from './users/password-change'
import { createWebsiteRequestService } from './website-requests/website-request-service'
import { createWebsiteRequestStatusService } from './website-requests/website-request-status-service'
import { createSettingsService } from './settings/settings-service'
import { createSettingsWrites } from './settings/settings-writes'
import { createSettingsMailer } from './mail/settings-mailer'
import { createSharedWindowCounter } from './lib/shared-window-counter'
import { API_RATE_WINDOW_MS } from './settings/api-rate-limit'
import { createUserService } from './users/user-service'
import { createWebsiteService } from './websites/website-service'
import { createStatsService } from './stats/stats-service'
import { createHealthService } from './health/health-service'
import { createJobRunService } from './jobs/job-run-service'
import { createPreviewService } from './preview/preview-service'
import { createDraftService } from './drafts/draft-service'
import { createPublishingService } from './publishing/publishing-service'
import { createOwnerPublishing } from './publishing/owner-publishing'
import { createWebsiteEditService } from './websites/website-edit-service'
import { createSupportDeskService } from './support-desk/support-desk-service'
import { createTwoFactorService } from './security/two-factor-service'
import { createInvitationService } from './security/invitation-service'
import { createSessionService } from './security/sessions'
import { createAnalyticsService } from './analytics/analytics-service'
import { createSiteStatsService } from './analytics/site-stats-service'
import { createPageViewCounter } from './publishing/page-view-counter'
import { createPackageService } from './packages/package-service'
import { createApprovalService } from './approvals/approval-service'
import { createEmailChangeCodes } from './approvals/email-change-codes'
import { createInvoiceDocuments } from './invoices/invoice-documents'
import { createInvoiceService } from './invoices/invoice-service'
import { createSubscriptionService } from './subscriptions/subscription-service'
import { createCheckoutService } from './payments/checkout-service'
import { createRefundService } from './payments/refund-service'
import { createPushService } from './push/push-service'
import { createCampaignService } from './campaigns/campaign-service'
import { createCampaignTracking } from './campaigns/campaign-tracking'
import { createEmailTemplateService } from './email-templates/email-template-service'
import { createEmailTemplatePreview } from './email-templates/email-template-preview'

import { createFormSubmissionService } from './site-forms/form-submission-service'
import { createSiteForms } from './site-forms/site-forms'
import { createSiteDomainService } from './site-domains/site-domain-service'
// Wires the services of one API instance, resource by resource (the hash queue lives here, in memory;
// the rate limiters count in the store, repos.rateLimits).
export function createServices(hostPorts: ApiPorts) {
  const events = hostPorts.events ?? createMemoryEventBus()
  // Live events raised in a transaction go out when it commits.
  const repos = withCommitEvents(hostPorts.repos, events)
  const settings = createSettingsService({ repos, clock: hostPorts.clock, events })
  const ports: ApiPorts = {
    ...hostPorts,
    repos,
    events,
    passwords: createBoundedHasher(hostPorts.passwords, hostPorts.config.maxConcurrentHashes ?? 4),
    // The SMTP server of the settings, when they name one (docs/rules/system-settings.md#smtp).
    mailer: createSettingsMailer(hostPorts.mailer, hostPorts.smtp, settings.get),
  }
  const activity = createActivityService(ports, events)
  const audit = createAuditService(ports)
  const invoiceDocuments = createInvoiceDocuments(ports, settings)
  // What a queued mail names to attach is made when it is delivered (docs/rules/mail-queue.md#files-made-at-delivery).
  const mail = createMailService(ports, { 'invoice-pdf': (id) => invoiceDocuments.pdfOf(id) })
  const limiters = createAuthLimiters(ports.clock, ports.repos.rateLimits, ports.config.rateLimits)
  const accessTokens = createAccessTokens(ports)
  const refreshTokens = createRefreshTokens(ports, settings.get)
  // A verified address starts the plan chosen at registration (docs/rules/invoices-and-plans.md#registration).
  const verification = createEmailVerification(ports, mail, limiters, activity, (user) =>
    subscriptions.afterVerified(user),
  )
  const auth = createAuthService({
    ports,
    settings,
    activity,
    accessTokens,
    refreshTokens,
    verification,
    limiters,
    plans: {
      check: (plan, period) => subscriptions.checkChoice(plan, period),
      choose: (user, choice) => subscriptions.choose(user, choice),
    },
  })
  const notifications = createNotificationService(ports)
  const push = createPushService(ports)
  const channels = createChannels({ ports, mail, push: push.sendToUser })
  const notify = createCustomerNotifier({ ports, settings, mail, notifications, channels })
  const notificationSending = { ports, settings, activity, channels }
  const invitations = createInvitationService({ ports, mail, settings, limiters, audit, activity })
  const emailChangeCodes = createEmailChangeCodes(ports, mail, limiters)
  const formSubmissions = createFormSubmissionService({ ports, notify, mail })
  const siteForms = createSiteForms({ ports, submissions: formSubmissions })
  const pageViews = createPageViewCounter(ports)
  const publishing = createPublishingService({
    ports,
    activity,
    audit,
    notifications,
    notify,
    forms: siteForms,
    pageViews,
  })
  const subscriptions = createSubscriptionService({
    ports,
    settings,
    audit,
    activity,
    notifications,
    notify,
    documents: invoiceDocuments,
  })
  const approvals = createApprovalService({
    ports,
    activity,
    audit,
    mail,
    notify,
    notifications,
    limiters,
    emailCodes: emailChangeCodes,
    publishing,
    subscriptions,
  })
  const invoices = createInvoiceService({
    ports,
    activity,
    audit,
    notify,
    notifications,
    documents: invoiceDocuments,
    onPaid: subscriptions.onInvoicePaid,
  })
  return {
    ports,
    settings,
    subscriptions,
    settingsWrites: createSettingsWrites({ ports, settings, activity, audit }),
    apiRateLimit: createSharedWindowCounter({
      name: 'api',
      windowMs: API_RATE_WINDOW_MS,
      clock: ports.clock,
      store: ports.repos.rateLimits,
      logger: ports.logger,
    }),
    events,
    activity,
    audit,
    mail,
    limiters,
    accessTokens,
    refreshTokens,
    verification,
    auth,
    google: createGoogleSignIn({ ports, activity, auth, subscriptions }),
    csrf: createCsrfTokens(ports.secrets.jwtSecret, ports.clock),
    guards: createGuards(ports, refreshTokens, settings),
    users: createUserService({ ports, activity, audit, events, invitations, settings }),
    websites: createWebsiteService({ ports, activity, audit }),
    stats: createStatsService(ports),
    health: createHealthService(ports),
    jobRuns: createJobRunService(ports),
    notifications,
    notify,
    notificationSending,
    notificationAdmin: createNotificationAdminService({ ...notificationSending, audit }),
    websiteRequests: createWebsiteRequestService({ ports, activity, audit }),
    websiteRequestStatus: createWebsiteRequestStatusService({
      ports,
      activity,
      audit,
      notify,
      notifications,
    }),
    customerRequests: createCustomerRequestService({ ports, activity, audit }),
    supportTickets: createSupportTicketService({ ports, activity, audit }),
    uploads: createUploadService(ports, activity, settings.get, audit),
    changePassword: createPasswordChange({ ports, activity, audit, mail, settings, refreshTokens, limiters }),
    preview: createPreviewService({ ports }),
    drafts: createDraftService({ ports }),
    publishing,
    formSubmissions,
    siteForms,
    siteDomains: createSiteDomainService({ ports, activity, publishing, notify }),
    ownerPublishing: createOwnerPublishing({ publishing, approvals }),
    websiteEdits: createWebsiteEditService({ ports, activity, audit }),
    supportDesk: createSupportDeskService({ ports, activity, audit, notify, notifications }),
    twoFactor: createTwoFactorService({ ports, activity, audit, limiters, settings, auth }),
    invitations,
    passwordReset: createPasswordReset({ ports, settings, mail, limiters, audit, activity }),
    sessions: createSessionService({ ports, activity, audit }),
    analytics: createAnalyticsService({ ports }),
    pageViews,
    siteStats: createSiteStatsService({ ports, pageViews }),
    packages: createPackageService({ ports, activity, audit }),
    emailChangeCodes,
    approvals,
    invoiceDocuments,
    invoices,
    checkouts: createCheckoutService({ ports, settings, activity, invoices, notify }),
    refunds: createRefundService({ ports, activity, audit, notifications }),
    push,
    campaigns: createCampaignService({ ports, activity, audit, mail }),
    campaignLinks: createCampaignTracking(ports, activity),
    emailTemplates: createEmailTemplateService({ ports, activity, audit }),
    emailTemplatePreview: createEmailTemplatePreview({ ports, mail }),
    clientIp: (c: Context<ApiEnv>) => ports.clientIp?.(c.req.raw, c.env) ?? 'unknown',
  }
}
export type Services = ReturnType<typeof createServices>
