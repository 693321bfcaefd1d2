// The notification list's state in the URL: search text, type, status and target chips, page, page size
// and sort (newest first unless the admin picks another column).
import type { z } from 'zod'
import { NOTIFICATION_SORT_FIELDS } from '../../../api/notifications/notification-admin.shared'
import {
  notificationStatusSchema,
  notificationTargetSchema,
  notificationTypeSchema,
} from '../../../api/notifications/notification.shared'
import { listSearchSchema } from '../../components/data-table/list-search'

export const notificationsSearchSchema = listSearchSchema({
  sortFields: NOTIFICATION_SORT_FIELDS,
  filters: {
    type: notificationTypeSchema,
    status: notificationStatusSchema,
    target: notificationTargetSchema,
  },
})

export type NotificationsSearch = z.infer<typeof notificationsSearchSchema>

export const NOTIFICATIONS_DEFAULTS = { sortFields: NOTIFICATION_SORT_FIELDS, sort: '-createdAt' }
