import type { ActivityService } from '../activity/activity-service'
import { actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { CustomerRequestRecord, SupportTicketRecord } from '../customer-requests/customer-request.shared'
import {
  deskMoves,
  REQUEST_PRIORITIES,
  TICKET_STATUS_OF,
  type DeskPatch,
  type DeskStatus,
} from './support-desk.shared'
import type { UserRecord } from '../users/user.shared'
import { deskMessages } from './desk-messages.shared'
import { statusMail, statusNoticeOf, statusWord } from './desk-notices'
import { deskStatusOf, findDeskRecord, RESOURCE_OF, type DeskRecord } from './desk-records'
import { threadLink } from './thread-replies'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notify: CustomerNotifier
  notifications: NotificationService
}

/** The checked change: refused with a Turkish message before anything is written. */
async function checkedPatch(repos: Repositories, item: DeskRecord, patch: DeskPatch) {
  const from = deskStatusOf(item)
  const status = patch.status !== undefined && patch.status !== from ? patch.status : undefined
  if (status && !deskMoves(item.kind, from).includes(status))
    throw new ApiError(409, deskMessages.illegalMove(from, status))
  if (patch.priority && item.kind === 'customerRequest' && !REQUEST_PRIORITIES.includes(patch.priority))
    throw new ApiError(400, deskMessages.priorityNotForRequests)
  if (patch.assigneeId) {
    const assignee = await repos.users.findById(patch.assigneeId)
    if (assignee?.role !== 'admin') throw new ApiError(400, deskMessages.assigneeNotAdmin)
  }
  return { from, status }
}

function storedPatch(item: DeskRecord, patch: DeskPatch, status: DeskStatus | undefined, at: string) {
  const common = {
    ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
    updatedAt: at,
  }
  if (item.kind === 'customerRequest') {
    return {
      ...common,
      ...(status ? { status } : {}),
      ...(patch.priority ? { priority: patch.priority as CustomerRequestRecord['priority'] } : {}),
    }
  }
  const ticketStatus = status ? TICKET_STATUS_OF[status] : null
  return {
    ...common,
    ...(ticketStatus ? { status: ticketStatus, closedAt: ticketStatus === 'closed' ? at : null } : {}),
    ...(patch.priority ? { priority: patch.priority } : {}),
  }
}

// PATCH /api/admin/support/:id (docs/rules/support-desk.md#statuses): status along the desk's moves,
// the assignee (an admin, or null) and the priority, with the admin's reason for the audit row. The write is a compare-and-set on the status the
// change was checked against; the audit row, the activity entry and the customer's notification
// commit with it, the mail goes after.
export function createDeskUpdate({ ports, activity, audit, notify, notifications }: Deps) {
  const repos = ports.repos
  return async function update(
    id: string,
    patch: DeskPatch,
    actor: UserRecord,
    ip: string,
  ): Promise<DeskRecord> {
    if (patch.status === undefined && patch.assigneeId === undefined && patch.priority === undefined)
      throw new ApiError(400, deskMessages.nothingToChange)
    const item = await findDeskRecord(repos, id)
    if (!item) throw new ApiError(404, deskMessages.notFound)
    const { from, status } = await checkedPatch(repos, item, patch)
    const at = ports.clock.now().toISOString()
    const changes = storedPatch(item, patch, status, at)
    const { record } = item
    const resource = RESOURCE_OF[item.kind]

    const updated = await repos.transaction(async (tx): Promise<DeskRecord | null> => {
      const next: DeskRecord | null =
        item.kind === 'customerRequest'
          ? wrap(
              'customerRequest',
              await tx.customerRequests.updateWhere(
                id,
                { status: item.record.status },
                changes as Partial<CustomerRequestRecord>,
              ),
            )
          : wrap(
              'supportTicket',
              await tx.supportTickets.updateWhere(
                id,
                { status: item.record.status },
                changes as Partial<SupportTicketRecord>,
              ),
            )
      if (!next) return null
      const change = { actor: actorOf(actor, ip), resource, recordId: id, reason: patch.reason }
      await audit.updated(tx, change, record, next.record)
      await activity.log(
        {
          userId: actor.id,
          user: actor.name,
          userEmail: actor.email,
          action: 'Destek masası: talep güncellendi',
          details: [
            record.title,
            status ? `${statusWord(from)} → ${statusWord(status)}` : null,
            patch.assigneeId !== undefined ? (patch.assigneeId ? 'atandı' : 'atama kaldırıldı') : null,
            patch.priority ? `öncelik: ${patch.priority}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          type: 'user',
          severity: status === 'rejected' ? 'warning' : status === 'completed' ? 'success' : 'info',
          ipAddress: ip,
          subject: { resource, recordId: id, userIds: [record.userId] },
        },
        tx,
      )
      if (status) {
        const customer = await tx.users.findById(record.userId)
        if (customer) await notifications.notifyUser(customer, statusNoticeOf(record.title, status), tx)
      }
      return next
    })
    if (!updated) throw new ApiError(409, deskMessages.changedMeanwhile)
    if (status) {
      const customer = await repos.users.findById(record.userId)
      if (customer)
        await notify.outside(customer, {
          ...statusNoticeOf(record.title, status),
          ref: `desk-status:${record.id}:${status}`,
          mail: statusMail({
            to: customer.email,
            name: customer.name,
            title: record.title,
            status,
            link: threadLink(ports),
          }),
        })
    }
    return updated
  }
}

function wrap(kind: 'customerRequest', record: CustomerRequestRecord | null): DeskRecord | null
function wrap(kind: 'supportTicket', record: SupportTicketRecord | null): DeskRecord | null
function wrap(
  kind: DeskRecord['kind'],
  record: CustomerRequestRecord | SupportTicketRecord | null,
): DeskRecord | null {
  return record ? ({ kind, record } as DeskRecord) : null
}
