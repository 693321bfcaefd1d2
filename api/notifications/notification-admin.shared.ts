import { z } from 'zod'
import { listPageDataSchema, listPageSchema, listQuerySchema } from '../lib/rest-list.shared'
import {
  deliveryStateSchema,
  notificationDeliveryRecordSchema,
  smsLogRecordSchema,
} from './notification-delivery.shared'
import {
  notificationRecordSchema,
  notificationStatusSchema,
  notificationTargetSchema,
  notificationTypeSchema,
} from './notification.shared'

// Notification management (docs/rules/notifications.md#notification-management): the admin's create and
// edit input, the list's query and answers, a notification's recipients and the SMS log.

export const notificationAdminMessages = {
  required: 'Başlık ve mesaj alanları zorunludur.',
  specificEmail: 'Belirli kullanıcı için email adresi gereklidir.',
  unknownCustomer: 'Bu e-posta adresiyle kayıtlı bir müşteri bulunamadı.',
  planRequired: 'Abonelik hedefi için bir paket seçin.',
  unknownPlan: 'Seçilen paket bulunamadı.',
  scheduleInPast: 'Zamanlanmış gönderim ileri bir tarih olmalıdır.',
  notFound: 'Bildirim bulunamadı.',
  notEditable: 'Gönderilmiş ya da gönderilmekte olan bildirim düzenlenemez.',
  alreadySent: 'Bu bildirim zaten gönderildi.',
  sendingNotDeletable: 'Gönderilmekte olan bildirim silinemez.',
  created: 'Bildirim taslak olarak kaydedildi.',
  scheduled: 'Bildirim zamanlandı.',
  updated: 'Bildirim güncellendi.',
  sent: 'Bildirim gönderildi.',
  deleted: 'Bildirim silindi.',
} as const

export const TITLE_MAX = 200
export const MESSAGE_MAX = 2000

/** Create and edit: every field optional on the wire, the rules checked by the service (one message each). */
export const notificationInputSchema = z
  .object({
    title: z.string().max(TITLE_MAX),
    message: z.string().max(MESSAGE_MAX),
    type: notificationTypeSchema,
    target: notificationTargetSchema,
    /** specific: the customer's e-mail; subscription: the package's id. */
    targetValue: z.string().max(320).nullable(),
    /** With a time: scheduled; null or absent: a draft. */
    scheduledAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
export type NotificationInput = z.infer<typeof notificationInputSchema>

/** A notification on the admin's wire: the record without the feed's user ids. */
export const adminNotificationSchema = notificationRecordSchema.omit({ recipientIds: true })
export type AdminNotification = z.infer<typeof adminNotificationSchema>

export const NOTIFICATION_SORT_FIELDS = ['createdAt', 'scheduledAt', 'sentAt', 'title'] as const

export const adminNotificationListQuerySchema = listQuerySchema(NOTIFICATION_SORT_FIELDS).extend({
  type: notificationTypeSchema.optional(),
  status: notificationStatusSchema.optional(),
  target: notificationTargetSchema.optional(),
})
export const adminNotificationListResponseSchema = listPageSchema(adminNotificationSchema)
export const adminNotificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ notification: adminNotificationSchema }),
})

/** One recipient of a notification and its delivery state. */
export const notificationRecipientSchema = notificationDeliveryRecordSchema
  .omit({ id: true, notificationId: true })
  .extend({ name: z.string().nullable(), email: z.string().nullable() })
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>

export const recipientListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  state: deliveryStateSchema.optional(),
})
export const deliveryCountsSchema = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  read: z.number().int(),
  logged: z.number().int(),
})
export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>
export const recipientListResponseSchema = z.object({
  success: z.literal(true),
  data: listPageDataSchema(notificationRecipientSchema).extend({ counts: deliveryCountsSchema }),
})

export const smsLogListQuerySchema = listQuerySchema(['createdAt'])
export const smsLogListResponseSchema = listPageSchema(smsLogRecordSchema)
