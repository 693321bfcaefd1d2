// Notifications (docs/rules/notifications.md). The back-office's notification management:
// GET /api/admin/notifications (one page: search, type, status, target, sort), the writes POST,
// PATCH /:id, POST /:id/send, DELETE /:id, a notification's recipients GET /:id/recipients and the SMS
// log GET /api/admin/sms-log. The customer's bell: GET /api/me/notifications with its unread count,
// POST /:id/read and /read-all. Every read lives under 'notifications', which the live table refreshes.
import { z } from 'zod'
import type {
  AdminNotification,
  NotificationInput,
  NotificationRecipient,
  DeliveryCounts,
} from '../../../api/notifications/notification-admin.shared'
import type { SmsLogRecord, DeliveryState } from '../../../api/notifications/notification-delivery.shared'
import type { UserNotification } from '../../../api/notifications/notification.shared'
import { api, lazySchema } from '../api-client'
import { listAnswerSchema, listUrl } from './list-page'
import type { ListPage, ListParams } from './list-page'
import { useResourceQuery } from './resource-query'
import { write } from './write-outcome'

export const ADMIN_NOTIFICATIONS_PATH = '/api/admin/notifications'
export const SMS_LOG_PATH = '/api/admin/sms-log'
export const MY_NOTIFICATIONS_PATH = '/api/me/notifications'

export interface AdminNotificationParams extends ListParams {
  type?: string
  target?: string
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: AdminNotificationParams) => ['notifications', 'admin', 'list', params] as const,
  recipients: (id: string, page: number) => ['notifications', 'admin', 'recipients', id, page] as const,
  smsLog: (params: ListParams) => ['notifications', 'admin', 'sms-log', params] as const,
  mine: ['notifications', 'me'] as const,
}

const schemas = () => import('../../../api/notifications/notification-admin.shared')
const listSchema = lazySchema(() => schemas().then((m) => listAnswerSchema(m.adminNotificationSchema)))
const oneSchema = lazySchema(() =>
  schemas().then((m) => m.adminNotificationResponseSchema.transform((answer) => answer.data.notification)),
)
const recipientsSchema = lazySchema(() =>
  schemas().then((m) => m.recipientListResponseSchema.transform((answer) => answer.data)),
)
const smsLogSchema = lazySchema(() =>
  import('../../../api/notifications/notification-delivery.shared').then((m) =>
    listAnswerSchema(m.smsLogRecordSchema),
  ),
)
const mineSchema = lazySchema(() =>
  import('../../../api/notifications/notification.shared').then((m) =>
    m.meNotificationListResponseSchema.transform((answer) => answer.data),
  ),
)

export function fetchAdminNotifications(
  params: AdminNotificationParams = {},
  signal?: AbortSignal,
): Promise<ListPage<AdminNotification>> {
  const { type, target, ...rest } = params
  const url = new URL(listUrl(ADMIN_NOTIFICATIONS_PATH, rest), 'http://x')
  if (type) url.searchParams.set('type', type)
  if (target) url.searchParams.set('target', target)
  return api.get(`${url.pathname}${url.search}`, { schema: listSchema, signal })
}

export const useAdminNotifications = (params: AdminNotificationParams) =>
  useResourceQuery(notificationKeys.list(params), (signal) => fetchAdminNotifications(params, signal))

const notificationPath = (id: string) => `${ADMIN_NOTIFICATIONS_PATH}/${encodeURIComponent(id)}`

export interface RecipientPage extends ListPage<NotificationRecipient> {
  counts: DeliveryCounts
}

export function fetchRecipients(id: string, page: number, signal?: AbortSignal): Promise<RecipientPage> {
  return api.get(`${notificationPath(id)}/recipients?page=${page}&pageSize=50`, {
    schema: recipientsSchema,
    signal,
  })
}

export const useRecipients = (id: string | null, page = 1) =>
  useResourceQuery(
    notificationKeys.recipients(id ?? '', page),
    (signal) => fetchRecipients(id ?? '', page, signal),
    {
      enabled: id !== null,
    },
  )

export const useSmsLog = (params: ListParams, enabled: boolean) =>
  useResourceQuery(
    notificationKeys.smsLog(params),
    (signal) => api.get(listUrl(SMS_LOG_PATH, params), { schema: smsLogSchema, signal }),
    { enabled },
  )

// Writes. Admins work online: a write the service worker queued is reported as not done yet.

export const NOTIFICATION_WRITE_MESSAGES = {
  queued: 'Bağlantı yok: değişiklik sunucuya ulaşınca uygulanacak.',
}

const changes = [notificationKeys.all]

async function writeNotification(send: () => Promise<unknown>, fallback: string): Promise<string> {
  const outcome = await write(send, oneSchema, changes)
  if (outcome.kind === 'queued') return NOTIFICATION_WRITE_MESSAGES.queued
  return outcome.message ?? fallback
}

export const createNotification = (input: NotificationInput, fallback: string) =>
  writeNotification(() => api.post(ADMIN_NOTIFICATIONS_PATH, input), fallback)

export const updateNotification = (id: string, input: NotificationInput, fallback: string) =>
  writeNotification(() => api.patch(notificationPath(id), input), fallback)

export const sendNotification = (id: string, fallback: string) =>
  writeNotification(() => api.post(`${notificationPath(id)}/send`), fallback)

const messageSchema = z.object({ success: z.literal(true), message: z.string().optional() })

export async function deleteNotification(id: string, fallback: string): Promise<string> {
  const outcome = await write(() => api.delete(notificationPath(id)), messageSchema, changes)
  return outcome.kind === 'queued' ? NOTIFICATION_WRITE_MESSAGES.queued : (outcome.message ?? fallback)
}

// The customer's bell.

export interface MyNotifications extends ListPage<UserNotification> {
  unread: number
}

export const useMyNotifications = () =>
  useResourceQuery(notificationKeys.mine, (signal) =>
    api.get(`${MY_NOTIFICATIONS_PATH}?pageSize=20`, { schema: mineSchema, signal }),
  )

export async function markNotificationRead(id: string): Promise<void> {
  await write(
    () => api.post(`${MY_NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`),
    messageSchema,
    changes,
  )
}

export async function markAllNotificationsRead(): Promise<void> {
  await write(() => api.post(`${MY_NOTIFICATIONS_PATH}/read-all`), messageSchema, changes)
}

export type { AdminNotification, NotificationRecipient, SmsLogRecord, DeliveryState }
