import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import type { NotificationRecord } from './notification.shared'
import {
  notificationAdminMessages as m,
  type AdminNotification,
  type NotificationInput,
} from './notification-admin.shared'
import { checkTarget } from './notification-recipients'
import { sendNotification, type SendingDeps } from './notification-sending'
import { listRecipients } from './notification-recipient-list'

// Notification management (docs/rules/notifications.md#notification-management): drafts and scheduled
// notifications are created, edited, sent and deleted here; each write is audited and logged.

type Fields = Pick<
  NotificationRecord,
  'title' | 'message' | 'type' | 'target' | 'targetValue' | 'scheduledAt'
>

export const toAdminNotification = ({ recipientIds: _ids, ...rest }: NotificationRecord): AdminNotification =>
  rest

interface Deps extends SendingDeps {
  audit: AuditService
  activity: ActivityService
}

/** The fields after the rules: title and message, the target, a schedule in the future. */
async function checkedFields(ports: ApiPorts, fields: Fields): Promise<Fields> {
  const title = fields.title.trim()
  const message = fields.message.trim()
  if (!title || !message) throw new ApiError(400, m.required)
  const targetValue = await checkTarget(ports.repos, fields)
  if (fields.scheduledAt && new Date(fields.scheduledAt).getTime() <= ports.clock.now().getTime()) {
    throw new ApiError(400, m.scheduleInPast)
  }
  const scheduledAt = fields.scheduledAt ? new Date(fields.scheduledAt).toISOString() : null
  return { ...fields, title, message, targetValue, scheduledAt }
}

export function createNotificationAdminService(deps: Deps) {
  const { ports, audit, activity } = deps
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const change = (actor: Actor, recordId: string) => ({ actor, resource: 'notifications', recordId })
  const log = (tx: Repositories, actor: Actor, record: NotificationRecord, action: string) =>
    activity.log(
      {
        ...activityActor(actor),
        action,
        details: `${record.title} (${record.type})`,
        type: 'system',
        severity: action === 'Bildirim silindi' ? 'warning' : 'info',
        subject: { resource: 'notifications', recordId: record.id },
      },
      tx,
    )
  const find = async (id: string) => {
    const record = await repos.notifications.findById(id)
    if (!record) throw new ApiError(404, m.notFound)
    return record
  }

  return {
    /** One notification as the back-office shows it, or null. */
    async find(id: string): Promise<AdminNotification | null> {
      const record = await repos.notifications.findById(id)
      return record && toAdminNotification(record)
    },

    /** A page of the notification's recipients with their delivery states; null when it does not exist. */
    async recipients(id: string, query: Parameters<typeof listRecipients>[2]) {
      const record = await repos.notifications.findById(id)
      return record && listRecipients(repos, record.id, query)
    },

    async create(
      input: NotificationInput,
      actor: Actor,
    ): Promise<{ notification: AdminNotification; message: string }> {
      const fields = await checkedFields(ports, {
        title: input.title ?? '',
        message: input.message ?? '',
        type: input.type ?? 'system',
        target: input.target ?? 'all',
        targetValue: input.targetValue ?? null,
        scheduledAt: input.scheduledAt ?? null,
      })
      const record: NotificationRecord = {
        id: ports.ids.uuid(),
        ...fields,
        status: fields.scheduledAt ? 'scheduled' : 'draft',
        recipients: 0,
        recipientIds: [],
        createdBy: actor.name,
        sentAt: null,
        createdAt: now(),
      }
      await repos.transaction(async (tx) => {
        await tx.notifications.create(record)
        await audit.created(tx, change(actor, record.id), record)
        await log(tx, actor, record, 'Bildirim oluşturuldu')
      })
      return {
        notification: toAdminNotification(record),
        message: record.scheduledAt ? m.scheduled : m.created,
      }
    },

    /** A draft or scheduled one: the fields sent; a schedule time makes it scheduled, null a draft. */
    async update(id: string, input: NotificationInput, actor: Actor): Promise<AdminNotification> {
      const current = await find(id)
      if (current.status !== 'draft' && current.status !== 'scheduled') throw new ApiError(409, m.notEditable)
      const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
      const fields = await checkedFields(ports, { ...current, ...defined })
      const after = await repos.transaction(async (tx) => {
        const updated = await tx.notifications.updateWhere(
          id,
          { status: current.status },
          { ...fields, status: fields.scheduledAt ? 'scheduled' : 'draft' },
        )
        if (!updated) throw new ApiError(409, m.notEditable)
        await audit.updated(tx, change(actor, id), toAdminNotification(current), toAdminNotification(updated))
        await log(tx, actor, updated, 'Bildirim güncellendi')
        return updated
      })
      return toAdminNotification(after)
    },

    /** Sends a draft now, or a scheduled one early. */
    async send(id: string, actor: Actor): Promise<AdminNotification> {
      const current = await find(id)
      if (current.status === 'sent') throw new ApiError(409, m.alreadySent)
      const after = await sendNotification(deps, current, actor)
      await audit.updated(repos, change(actor, id), toAdminNotification(current), toAdminNotification(after))
      return toAdminNotification(after)
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await repos.transaction(async (tx) => {
        const current = await tx.notifications.findById(id)
        if (!current) throw new ApiError(404, m.notFound)
        if (current.status === 'sending') throw new ApiError(409, m.sendingNotDeletable)
        if (!(await tx.notifications.delete(id))) throw new ApiError(404, m.notFound)
        await audit.deleted(tx, change(actor, id), toAdminNotification(current))
        await log(tx, actor, current, 'Bildirim silindi')
      })
    },
  }
}
export type NotificationAdminService = ReturnType<typeof createNotificationAdminService>
