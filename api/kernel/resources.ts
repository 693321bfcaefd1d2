import { activityResource } from '../activity/activity-resource'
import { auditResource } from '../audit/audit-resource'
import {
  accountInvitationResource,
  twoFactorCredentialResource,
} from '../security/account-security-resources'
import { threadReplyResource } from '../support-desk/thread-reply-resource'
import { emailVerificationResource } from '../auth/email-verification-resource'
import { passwordResetResource } from '../auth/password-reset-resource'
import { rateLimitResource } from '../auth/rate-limit-resource'
import { refreshTokenResource } from '../auth/refresh-token-resource'
import { formDraftResource } from '../drafts/form-draft-resource'
import { previewSessionResource } from '../preview/preview-session-resource'
import { websiteVersionResource } from '../publishing/website-version-resource'
import { sitePageViewResource } from '../publishing/site-page-view-resource'
import {
  publishedSiteResource,
  siteVisitResource,
  visitSaltResource,
} from '../publishing/published-site-resource'
import { customerRequestResource } from '../customer-requests/customer-request-resource'
import { approvalResource } from '../approvals/approval-resource'
import { emailTemplateResource } from '../email-templates/email-template-resource'
import { invoiceReminderResource, invoiceResource, invoiceSeriesResource } from '../invoices/invoice-resource'
import { campaignRecipientResource, emailCampaignResource } from '../campaigns/campaign-resource'
import { jobRunResource } from '../jobs/job-run-resource'
import { mailQueueResource } from '../mail/mail-queue-resource'
import { notificationResource } from '../notifications/notification-resource'
import { notificationDeliveryResource, smsLogResource } from '../notifications/notification-delivery-resource'
import { packageResource } from '../packages/package-resource'
import { pushSubscriptionResource } from '../push/push-subscription-resource'
import { supportTicketResource } from '../support-tickets/support-ticket-resource'
import { uploadResource } from '../uploads/upload-resource'
import { userResource } from '../users/user-resource'
import { websiteRequestResource } from '../website-requests/website-request-resource'
import { websiteResource } from '../websites/website-resource'
import { formSubmissionResource } from '../site-forms/form-submission-resource'
import { siteDomainResource } from '../site-domains/site-domain-resource'
import { checkoutResource } from '../payments/checkout-resource'
import { subscriptionResource } from '../subscriptions/subscription-resource'

// Every declared resource, the one list the stores, the Dexie schema and the contract suite read.
// Adding a resource: docs/adding-a-resource.md.
export const resources = {
  users: userResource,
  refreshTokens: refreshTokenResource,
  emailVerifications: emailVerificationResource,
  passwordResets: passwordResetResource,
  packages: packageResource,
  websites: websiteResource,
  activityLog: activityResource,
  mailQueue: mailQueueResource,
  emailTemplates: emailTemplateResource,
  websiteRequests: websiteRequestResource,
  customerRequests: customerRequestResource,
  supportTickets: supportTicketResource,
  notifications: notificationResource,
  notificationDeliveries: notificationDeliveryResource,
  smsLog: smsLogResource,
  invoices: invoiceResource,
  invoiceSeries: invoiceSeriesResource,
  invoiceReminders: invoiceReminderResource,
  approvals: approvalResource,
  jobRuns: jobRunResource,
  uploads: uploadResource,
  rateLimits: rateLimitResource,
  previewSessions: previewSessionResource,
  formDrafts: formDraftResource,
  publishedSites: publishedSiteResource,
  websiteVersions: websiteVersionResource,
  siteVisits: siteVisitResource,
  visitSalts: visitSaltResource,
  sitePageViews: sitePageViewResource,
  auditTrail: auditResource,
  threadReplies: threadReplyResource,
  twoFactorCredentials: twoFactorCredentialResource,
  accountInvitations: accountInvitationResource,
  pushSubscriptions: pushSubscriptionResource,
  emailCampaigns: emailCampaignResource,
  campaignRecipients: campaignRecipientResource,
  formSubmissions: formSubmissionResource,
  siteDomains: siteDomainResource,
  paymentCheckouts: checkoutResource,
  subscriptions: subscriptionResource,
} as const

export type ResourceName = keyof typeof resources

export const resourceList = Object.values(resources)
