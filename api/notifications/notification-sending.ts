import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { ApiPorts } from '../ports'
import type { NotificationRecord } from './notification.shared'
import type { NotificationDeliveryRecord } from './notification-delivery.shared'
import type { SettingsService } from '../settings/settings-service'
import type { UserRecord } from '../users/user.shared'
import type { Channels } from './channels/channels'
import { notificationDeliveryResource } from './notification-delivery-resource'
import { recipientsOf } from './notification-recipients'

// Sending a notification (docs/rules/notifications.md#sending), each recipient at most once:
// 1. the notification moves to 'sending' (compare-and-set on the status it had);
// 2. each recipient is claimed by creating the delivery `<notificationId>:<userId>` (a second claim is a
//    duplicate id, so two processes, or a run resumed after a restart, never deliver to one user twice);
// 3. the claimed delivery goes through the type's channel, and its state is recorded;
// 4. once every recipient is claimed, the notification is 'sent' with its recipient count (and, for the
//    in-app feed, the recipients' ids), and the customers' streams are told.
// A run stopped between 1 and 4 leaves the notification 'sending'; the scheduled job finishes it.

export interface SendingDeps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  channels: Channels
}

const PAGE = 500

export const deliveryId = (notificationId: string, userId: string) => `${notificationId}:${userId}`

/** Claims one recipient; null when it was claimed before (by this or another process). */
async function claim(
  deps: SendingDeps,
  notification: NotificationRecord,
  user: UserRecord,
): Promise<NotificationDeliveryRecord | null> {
  const repo = deps.ports.repos.resource(notificationDeliveryResource)
  const at = deps.ports.clock.now().toISOString()
  return repo.createIfAbsent({
    id: deliveryId(notification.id, user.id),
    notificationId: notification.id,
    userId: user.id,
    channel: notification.type,
    to: '',
    state: 'queued',
    error: null,
    createdAt: at,
    updatedAt: at,
    sentAt: null,
    readAt: null,
  })
}

async function deliverOne(
  deps: SendingDeps,
  notification: NotificationRecord,
  user: UserRecord,
  settings: Awaited<ReturnType<SettingsService['get']>>,
): Promise<void> {
  const repo = deps.ports.repos.resource(notificationDeliveryResource)
  const delivery = await claim(deps, notification, user)
  if (!delivery) return
  const message = {
    title: notification.title,
    message: notification.message,
    ref: `notification:${notification.id}:${user.id}`,
    url: `${deps.ports.config.publicUrl}/#/user-dashboard`,
  }
  const outcome = await deps.channels[notification.type](user, message, settings).catch((error: unknown) => ({
    state: 'failed' as const,
    to: '',
    error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
  }))
  const at = deps.ports.clock.now().toISOString()
  await repo.update(delivery.id, {
    ...outcome,
    updatedAt: at,
    sentAt: outcome.state === 'sent' || outcome.state === 'logged' ? at : null,
  })
}

/** Every delivery of a notification (the user ids), a page at a time. */
async function recipientIdsOf(deps: SendingDeps, notificationId: string): Promise<string[]> {
  const repo = deps.ports.repos.resource(notificationDeliveryResource)
  const ids: string[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await repo.list({
      filter: { notificationId },
      orderBy: { field: 'createdAt', direction: 'asc' },
      limit: PAGE,
      offset,
    })
    ids.push(...page.map((d) => d.userId))
    if (page.length < PAGE) return ids
  }
}

/**
 * Sends a draft, scheduled or interrupted notification; answers it as it is afterwards (still
 * 'sending' when `signal` stopped the run). A sent one is answered as it is.
 */
export async function sendNotification(
  deps: SendingDeps,
  record: NotificationRecord,
  actor: Actor,
  signal?: AbortSignal,
): Promise<NotificationRecord> {
  const repos = deps.ports.repos
  let current: NotificationRecord | null = record
  if (record.status === 'draft' || record.status === 'scheduled') {
    current =
      (await repos.notifications.updateWhere(record.id, { status: record.status }, { status: 'sending' })) ??
      (await repos.notifications.findById(record.id))
  }
  if (!current || current.status !== 'sending') return current ?? record
  const settings = await deps.settings.get()
  for await (const user of recipientsOf(repos, current)) {
    if (signal?.aborted) return current
    await deliverOne(deps, current, user, settings)
  }
  const userIds = await recipientIdsOf(deps, current.id)
  const sentAt = deps.ports.clock.now().toISOString()
  const feedIds = current.type === 'system' ? userIds : []
  const sent = await repos.notifications.updateWhere(
    current.id,
    { status: 'sending' },
    { status: 'sent', sentAt, recipients: userIds.length, recipientIds: feedIds },
  )
  if (!sent) return (await repos.notifications.findById(current.id)) ?? current
  await deps.activity.log({
    ...activityActor(actor),
    action: 'Bildirim gönderildi',
    details: `${sent.title} (${sent.type}) ${sent.recipients} alıcıya gönderildi.`,
    type: 'system',
    severity: 'success',
    subject: { resource: 'notifications', recordId: sent.id, userIds: feedIds },
  })
  return sent
}
