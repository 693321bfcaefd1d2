import { defineResource } from '../kernel/resource'
import { notificationRecordSchema } from './notification.shared'

/** Notifications; who has read one is kept apart (read marks, api/ports/notification-feed.ts). */
export const notificationResource = defineResource({
  name: 'notifications',
  table: 'notifications',
  schema: notificationRecordSchema,
  searchFields: ['title', 'message'],
  unique: [],
  indexed: ['status', 'recipientIds'],
  timestamps: ['scheduledAt', 'sentAt', 'createdAt'],
  defaultOrder: 'createdAt',
  customerData: true,
})
