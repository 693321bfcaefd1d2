import { SYSTEM_ACTOR } from '../audit/actor'
import { defineJob } from '../jobs/job'
import type { NotificationRecord } from './notification.shared'
import type { ApiPorts } from '../ports'
import { sendNotification, type SendingDeps } from './notification-sending'

// Scheduled notifications (docs/rules/notifications.md#scheduled): every minute, send each scheduled
// notification whose time has come, and finish any left 'sending' by a run that stopped. Each
// recipient is claimed in the database (api/notifications/notification-sending.ts), so two processes
// or a resumed run reach every recipient once.

const PAGE = 100

/** What a run uses: the notifications, and what sending one needs. */
export interface ScheduledSendingDeps {
  ports: Pick<ApiPorts, 'repos'>
  notificationSending: SendingDeps
}

/** The scheduled ones due at `now` (earliest first) and the interrupted ones. */
async function dueNotifications(deps: ScheduledSendingDeps, now: Date): Promise<NotificationRecord[]> {
  const repo = deps.ports.repos.notifications
  const due: NotificationRecord[] = [...(await repo.list({ filter: { status: 'sending' }, limit: PAGE }))]
  for (let offset = 0; ; offset += PAGE) {
    const page = await repo.list({
      filter: { status: 'scheduled' },
      orderBy: { field: 'scheduledAt', direction: 'asc' },
      limit: PAGE,
      offset,
    })
    const ready = page.filter((n) => n.scheduledAt && new Date(n.scheduledAt).getTime() <= now.getTime())
    due.push(...ready)
    if (page.length < PAGE || ready.length < page.length) return due
  }
}

export async function sendScheduledNotifications(
  deps: ScheduledSendingDeps,
  now: Date,
  signal: AbortSignal,
): Promise<{ sent: number; unfinished: number }> {
  const counts = { sent: 0, unfinished: 0 }
  for (const notification of await dueNotifications(deps, now)) {
    if (signal.aborted) break
    const after = await sendNotification(deps.notificationSending, notification, SYSTEM_ACTOR, signal)
    if (after.status === 'sent') counts.sent++
    else counts.unfinished++
  }
  return counts
}

export const scheduledNotificationsJob = defineJob({
  name: 'scheduled-notifications',
  label: 'Zamanlanmış bildirimler',
  schedule: '* * * * *',
  async run(services, now, { signal }) {
    const c = await sendScheduledNotifications(services, now, signal)
    return `sent ${c.sent}, unfinished ${c.unfinished}`
  },
})
