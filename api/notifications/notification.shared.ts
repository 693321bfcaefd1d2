import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { listPageDataSchema, pageQuerySchema } from '../lib/rest-list.shared'

// In-app notifications (docs/rules/notifications.md#notification-records). The customer's feed is the sent notifications
// whose recipientIds name them; read marks are kept per user.

export const notificationTypeSchema = z.enum(['email', 'sms', 'push', 'system'])
export const notificationTargetSchema = z.enum(['all', 'specific', 'subscription'])
export const notificationStatusSchema = z.enum(['draft', 'scheduled', 'sending', 'sent'])

export const notificationRecordSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  target: notificationTargetSchema,
  targetValue: z.string().nullable(),
  status: notificationStatusSchema,
  recipients: z.number().int().min(0),
  /** The users whose in-app feed shows it: a system notification's recipients once sent (else none). */
  recipientIds: z.array(idSchema),
  createdBy: z.string().nullable(),
  scheduledAt: nullableTimestampSchema,
  sentAt: nullableTimestampSchema,
  createdAt: timestampSchema,
})
export type NotificationRecord = z.infer<typeof notificationRecordSchema>

/** One item of the customer's feed. */
export const userNotificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  type: notificationTypeSchema,
  createdAt: timestampSchema,
  sentAt: nullableTimestampSchema,
  read: z.boolean(),
})
export type UserNotification = z.infer<typeof userNotificationSchema>

export const userNotificationListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    notifications: z.array(userNotificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
  }),
})

// Its REST lists: the query a list takes and the page it answers (api/routes/resource-routes.ts).

/** The feed's order is fixed (newest first), so only paging; `unread` counts the whole feed. */
export const meNotificationListQuerySchema = pageQuerySchema

export const meNotificationListResponseSchema = z.object({
  success: z.literal(true),
  data: listPageDataSchema(userNotificationSchema).extend({ unread: z.number().int() }),
})
