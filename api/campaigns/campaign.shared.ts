import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageSchema, listQuerySchema } from '../lib/rest-list.shared'

// E-mail campaigns (docs/rules/email-campaigns.md): the stored records, the admin API's wire format and
// its Turkish messages, so the screen shows the server's words.

export const campaignAudienceSchema = z.enum(['all', 'premium', 'basic', 'inactive'])
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>

export const campaignStatusSchema = z.enum(['draft', 'scheduled', 'sending', 'sent', 'failed'])
export type CampaignStatus = z.infer<typeof campaignStatusSchema>

export const recipientStateSchema = z.enum(['pending', 'sending', 'sent', 'failed'])
export type RecipientState = z.infer<typeof recipientStateSchema>

export const campaignMessages = {
  required: 'Kampanya adı, konu ve şablon alanları zorunludur.',
  notFound: 'Kampanya bulunamadı.',
  templateMissing: 'Seçilen e-posta şablonu bulunamadı.',
  scheduleInPast: 'Planlanan gönderim zamanı gelecekte olmalıdır.',
  notEditable: 'Gönderimi başlamış bir kampanya değiştirilemez.',
  notDeletable: 'Gönderilmekte olan bir kampanya silinemez.',
  alreadyStarted: 'Bu kampanyanın gönderimi zaten başladı.',
  noRecipients: 'Bu hedef kitlede e-posta gönderilecek müşteri yok.',
  created: 'Kampanya oluşturuldu.',
  updated: 'Kampanya güncellendi.',
  deleted: 'Kampanya silindi.',
  sendStarted: 'Kampanya gönderimi başladı.',
  uncertain: 'Gönderim sırasında sunucu durdu; e-posta gitmiş olabilir, tekrar gönderilmedi.',
  queued: 'İlk teslim denemesi başarısız oldu; e-posta kuyruğu yeniden deneyecek.',
  templateGone: 'Kampanyanın şablonu silinmiş; gönderilemedi.',
} as const

export const audienceLabels: Record<CampaignAudience, string> = {
  all: 'Tüm müşteriler',
  premium: 'Premium aboneler',
  basic: 'Basic aboneler',
  inactive: 'Aboneliği aktif olmayanlar',
}

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Taslak',
  scheduled: 'Planlandı',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Başarısız',
}

/** The stored campaign (table email_campaigns). */
export const campaignRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  subject: z.string(),
  templateId: idSchema.nullable(),
  targetAudience: campaignAudienceSchema,
  /** Recipients materialised when sending started (0 before). */
  recipients: z.number().int().min(0),
  status: campaignStatusSchema,
  scheduledAt: nullableTimestampSchema,
  startedAt: nullableTimestampSchema,
  /** When every recipient was settled. */
  sentAt: nullableTimestampSchema,
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type CampaignRecord = z.infer<typeof campaignRecordSchema>

/** One recipient of a campaign, `<campaignId>:<userId>` (table campaign_recipients). */
export const campaignRecipientRecordSchema = z.object({
  id: z.string().min(1).max(200),
  campaignId: idSchema,
  userId: idSchema,
  email: z.string(),
  state: recipientStateSchema,
  claimedAt: nullableTimestampSchema,
  sentAt: nullableTimestampSchema,
  openedAt: nullableTimestampSchema,
  clickedAt: nullableTimestampSchema,
  error: z.string().nullable(),
  createdAt: timestampSchema,
})
export type CampaignRecipientRecord = z.infer<typeof campaignRecipientRecordSchema>

export const campaignCountsSchema = z.object({
  total: z.number().int().min(0),
  pending: z.number().int().min(0),
  sent: z.number().int().min(0),
  failed: z.number().int().min(0),
  opened: z.number().int().min(0),
  clicked: z.number().int().min(0),
})
export type CampaignCounts = z.infer<typeof campaignCountsSchema>

/** What the admin API answers: the record with its counts and rates (opened / sent, clicked / sent). */
export const campaignViewSchema = campaignRecordSchema.extend({
  counts: campaignCountsSchema,
  /** 0..1 */
  openRate: z.number().min(0).max(1),
  clickRate: z.number().min(0).max(1),
})
export type CampaignView = z.infer<typeof campaignViewSchema>

const text = (max: number) => z.string().max(max)

/** POST (create) and PATCH (edit): the service checks the required fields, for the spec-style message. */
export const campaignInputSchema = z
  .object({
    name: text(200),
    subject: text(300),
    templateId: idSchema,
    targetAudience: campaignAudienceSchema,
    /** Set: the campaign is scheduled; null: a draft. */
    scheduledAt: nullableTimestampSchema,
  })
  .partial()
export type CampaignInput = z.infer<typeof campaignInputSchema>

export const CAMPAIGN_SORT_FIELDS = ['createdAt', 'name', 'scheduledAt', 'sentAt'] as const
export const campaignListQuerySchema = listQuerySchema(CAMPAIGN_SORT_FIELDS).extend({
  status: campaignStatusSchema.optional(),
})
export const campaignListResponseSchema = listPageSchema(campaignViewSchema)
export const campaignResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ campaign: campaignViewSchema }),
})

export const audienceQuerySchema = z.object({ audience: campaignAudienceSchema })
export const audienceCountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ audience: campaignAudienceSchema, recipients: z.number().int().min(0) }),
})
