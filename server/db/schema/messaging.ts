import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id, instant, updatedAt } from './columns'
import { searchIndex, searchTextColumn } from './search-text'
import { users } from './users'

// Notifications, email templates and campaigns, and the outgoing mail outbox.

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    // email, sms, push, system
    type: text('type').notNull().default('system'),
    // all, specific, subscription
    target: text('target').notNull().default('all'),
    targetValue: text('target_value'),
    // draft, scheduled, sending, sent
    status: text('status').notNull().default('draft'),
    recipients: integer('recipients').notNull().default(0),
    // The users whose in-app feed shows it: a system notification's recipients, once sent.
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull().default([]),
    createdBy: text('created_by'),
    scheduledAt: instant('scheduled_at'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    searchText: searchTextColumn('title', 'message'),
  },
  (t) => [
    index('notifications_status_idx').on(t.status, t.createdAt),
    searchIndex('notifications_search_trgm', t.searchText),
    // The customer's feed: recipient_ids @> '["<user id>"]'.
    index('notifications_recipient_ids_idx').using('gin', t.recipientIds),
  ],
)

// Which user has read which notification (the customer's feed shows unread ones).
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

// Each recipient of a sent notification and its channel's outcome; the id `<notificationId>:<userId>`
// is the claim that makes a recipient's delivery happen once.
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // email, sms, push, system
    channel: text('channel').notNull(),
    to: text('to_address').notNull().default(''),
    // queued, sent, failed, read, logged
    state: text('state').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: instant('sent_at'),
    readAt: instant('read_at'),
  },
  (t) => [
    index('notification_deliveries_notification_id_idx').on(t.notificationId),
    index('notification_deliveries_user_id_idx').on(t.userId),
  ],
)

// The default SMS driver's log: no SMS provider is reachable, so messages are written here for admins.
export const smsLog = pgTable(
  'sms_log',
  {
    id: id(),
    to: text('to_address').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    ref: text('ref'),
    createdAt: createdAt(),
    searchText: searchTextColumn('to_address', 'message'),
  },
  (t) => [index('sms_log_created_at_idx').on(t.createdAt), searchIndex('sms_log_search_trgm', t.searchText)],
)

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    // SiteKur's own mail this template is ('verification-code', …), '' for an admin's template.
    key: text('key').notNull().default(''),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    // Placeholders {name}, {email}, {subscription}, {date} and the kind's own.
    content: text('content').notNull(),
    // welcome, notification, marketing, system
    type: text('type').notNull().default('notification'),
    // SiteKur's own template: false while the default in code applies.
    customized: boolean('customized').notNull().default(false),
    lastUsed: instant('last_used'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchTextColumn('name', 'subject'),
  },
  (t) => [
    uniqueIndex('email_templates_key_unique')
      .on(t.key)
      .where(sql`${t.key} is not null and ${t.key} <> ''`),
    index('email_templates_type_idx').on(t.type),
    index('email_templates_created_at_idx').on(t.createdAt),
    searchIndex('email_templates_search_trgm', t.searchText),
  ],
)

// docs/rules/email-campaigns.md
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    templateId: text('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    // all, premium, basic, inactive
    targetAudience: text('target_audience').notNull().default('all'),
    // The recipients materialised when sending started (0 before).
    recipients: integer('recipients').notNull().default(0),
    // draft, scheduled, sending, sent, failed
    status: text('status').notNull().default('draft'),
    // Reserved: the rates are counted from campaign_recipients on every read.
    openRate: doublePrecision('open_rate').notNull().default(0),
    clickRate: doublePrecision('click_rate').notNull().default(0),
    scheduledAt: instant('scheduled_at'),
    startedAt: instant('started_at'),
    // When the last recipient was settled (the spec's sentAt).
    sentAt: instant('sent_at'),
    // Why a campaign failed (its template is gone), else null.
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('email_campaigns_status_idx').on(t.status),
    index('email_campaigns_created_at_idx').on(t.createdAt),
  ],
)

// One row per campaign and user (`<campaignId>:<userId>`), made when sending starts
// (docs/rules/email-campaigns.md#sending).
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // pending, sending, sent, failed
    state: text('state').notNull().default('pending'),
    claimedAt: instant('claimed_at'),
    sentAt: instant('sent_at'),
    openedAt: instant('opened_at'),
    clickedAt: instant('clicked_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_recipients_campaign_idx').on(t.campaignId, t.state),
    index('campaign_recipients_user_idx').on(t.userId),
    index('campaign_recipients_created_at_idx').on(t.createdAt),
  ],
)

export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    // Null while undelivered; set when the SMTP server accepted it.
    sentAt: instant('sent_at'),
    // The last delivery error, if any.
    error: text('error'),
    createdAt: createdAt(),
    // queued, sent, failed (docs/rules/mail-queue.md).
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    // What the mail is for ('notification:<id>:<userId>'); '' for none, unique otherwise.
    ref: text('ref').notNull().default(''),
    searchText: searchTextColumn('to_address', 'subject'),
  },
  (t) => [
    index('outgoing_mail_status_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outgoing_mail_ref_unique')
      .on(t.ref)
      .where(sql`${t.ref} is not null and ${t.ref} <> ''`),
    index('outgoing_mail_created_at_idx').on(t.createdAt),
    index('outgoing_mail_to_idx').on(t.to),
    searchIndex('outgoing_mail_search_trgm', t.searchText),
  ],
)
