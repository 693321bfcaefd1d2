import { defineResource } from '../kernel/resource'
import { campaignRecipientRecordSchema, campaignRecordSchema } from './campaign.shared'

/** E-mail campaigns (docs/rules/email-campaigns.md). */
export const emailCampaignResource = defineResource({
  name: 'emailCampaigns',
  table: 'email_campaigns',
  schema: campaignRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['status', 'createdAt'],
  timestamps: ['scheduledAt', 'startedAt', 'sentAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  references: { templateId: { resource: 'emailTemplates', onDelete: 'set null' } },
  // The stored ratios of the original data model: the rates are counted from campaign_recipients on every
  // read (docs/rules/email-campaigns.md#tracking), so nothing writes them.
  reservedColumns: ['openRate', 'clickRate'],
  customerData: true,
})

/** One recipient of a campaign, `<campaignId>:<userId>`, claimed before it is sent (docs/rules/email-campaigns.md#sending). */
export const campaignRecipientResource = defineResource({
  name: 'campaignRecipients',
  table: 'campaign_recipients',
  schema: campaignRecipientRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['campaignId', 'userId', 'createdAt'],
  timestamps: ['claimedAt', 'sentAt', 'openedAt', 'clickedAt', 'createdAt'],
  defaultOrder: 'createdAt',
  references: {
    campaignId: { resource: 'emailCampaigns', onDelete: 'cascade' },
    userId: { resource: 'users', onDelete: 'cascade' },
  },
  customerData: true,
})
