import { defineResource } from '../kernel/resource'
import { notificationDeliveryRecordSchema, smsLogRecordSchema } from './notification-delivery.shared'

/** Each recipient of a sent notification, claimed once (docs/rules/notifications.md#deliveries). */
export const notificationDeliveryResource = defineResource({
  name: 'notificationDeliveries',
  table: 'notification_deliveries',
  schema: notificationDeliveryRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['notificationId', 'userId'],
  timestamps: ['createdAt', 'updatedAt', 'sentAt', 'readAt'],
  defaultOrder: 'createdAt',
  references: {
    notificationId: { resource: 'notifications', onDelete: 'cascade' },
    userId: { resource: 'users', onDelete: 'cascade' },
  },
  customerData: true,
})

/** The default SMS driver's log (docs/rules/notifications.md#sms): admins read it, nothing leaves. */
export const smsLogResource = defineResource({
  name: 'smsLog',
  table: 'sms_log',
  schema: smsLogRecordSchema,
  searchFields: ['to', 'message'],
  unique: [],
  indexed: ['createdAt'],
  timestamps: ['createdAt'],
  defaultOrder: 'createdAt',
  references: { userId: { resource: 'users', onDelete: 'set null' } },
  customerData: true,
})
