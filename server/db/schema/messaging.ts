import { doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { campaignRecipientResource, emailCampaignResource } from '../../../api/campaigns/campaign-resource'
import { emailTemplateResource } from '../../../api/email-templates/email-template-resource'
import { mailQueueResource } from '../../../api/mail/mail-queue-resource'
import {
  notificationDeliveryResource,
  smsLogResource,
} from '../../../api/notifications/notification-delivery-resource'
import { notificationResource } from '../../../api/notifications/notification-resource'
import { instant } from './columns'
import { resourceTable } from './resource-table'
import { users } from './users'

// Notifications, email templates and campaigns, and the outgoing mail outbox: derived from the
// declarations, plus what SQL alone knows. A field named `to` is the column `to_address` here (the
// invoice reminders' `to` predates the rule).

export const notifications = resourceTable(notificationResource, {
  defaults: { type: 'system', target: 'all', status: 'draft', recipients: 0, recipientIds: [] },
  indexes: (t) => ({
    status: index('notifications_status_idx').on(t.status, t.createdAt),
    // The customer's feed: recipient_ids @> '["<user id>"]'.
    recipientIds: index('notifications_recipient_ids_idx').using('gin', t.recipientIds),
  }),
})

// Which user has read which notification (the customer's feed shows unread ones). Not a resource: its
// key is the pair (server/repositories/notification-feed.ts).
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_reads_user_idx').on(t.userId),
  ],
)

export const notificationDeliveries = resourceTable(notificationDeliveryResource, {
  columns: { to: text('to_address').notNull().default('') },
  defaults: { state: 'queued' },
})

// The default SMS driver's log: no SMS provider is reachable, so messages are written here for admins.
export const smsLog = resourceTable(smsLogResource, { columns: { to: text('to_address').notNull() } })

export const emailTemplates = resourceTable(emailTemplateResource, {
  defaults: { key: '', type: 'notification', customized: false },
})

// docs/rules/email-campaigns.md
export const emailCampaigns = resourceTable(emailCampaignResource, {
  columns: {
    // Reserved: the rates are counted from campaign_recipients on every read.
    openRate: doublePrecision('open_rate').notNull().default(0),
    clickRate: doublePrecision('click_rate').notNull().default(0),
  },
  defaults: { targetAudience: 'all', recipients: 0, status: 'draft' },
})

// One row per campaign and user (`<campaignId>:<userId>`), made when sending starts
// (docs/rules/email-campaigns.md#sending).
export const campaignRecipients = resourceTable(campaignRecipientResource, {
  defaults: { state: 'pending' },
  indexes: (t) => ({
    campaignId: index('campaign_recipients_campaign_idx').on(t.campaignId, t.state),
    userId: index('campaign_recipients_user_idx').on(t.userId),
  }),
})

export const outgoingMail = resourceTable(mailQueueResource, {
  columns: { to: text('to_address').notNull() },
  defaults: { html: '', status: 'queued', attempts: 0, ref: '' },
  indexes: (t) => ({ status: index('outgoing_mail_status_idx').on(t.status, t.nextAttemptAt) }),
})
