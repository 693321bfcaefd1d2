import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'
import { notificationTypeSchema } from './notification.shared'

// One recipient of a sent notification and how its channel went (docs/rules/notifications.md#deliveries).
// The id `<notificationId>:<userId>` is the claim: a second claim of the same recipient is a duplicate id.

export const deliveryStateSchema = z.enum(['queued', 'sent', 'failed', 'read', 'logged'])
export type DeliveryState = z.infer<typeof deliveryStateSchema>

export const notificationDeliveryRecordSchema = z.object({
  /** `<notificationId>:<userId>`: two ids, so longer than one. */
  id: z.string().min(1).max(140),
  notificationId: idSchema,
  userId: idSchema,
  channel: notificationTypeSchema,
  /** The address it went to: the e-mail, the phone number; '' for the in-app feed and push. */
  to: z.string(),
  state: deliveryStateSchema,
  /** Why it failed (a switched-off channel, no phone, the mailer's error). */
  error: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  sentAt: nullableTimestampSchema,
  readAt: nullableTimestampSchema,
})
export type NotificationDeliveryRecord = z.infer<typeof notificationDeliveryRecordSchema>

/** The SMS log: what the default SMS driver "sends" (docs/rules/notifications.md#sms). */
export const smsLogRecordSchema = z.object({
  id: idSchema,
  to: z.string(),
  userId: idSchema.nullable(),
  message: z.string(),
  /** What the message is for: `notification:<notificationId>:<userId>`, `event:<kind>:<id>`. */
  ref: z.string().nullable(),
  createdAt: timestampSchema,
})
export type SmsLogRecord = z.infer<typeof smsLogRecordSchema>
