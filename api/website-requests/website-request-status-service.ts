import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts } from '../ports'
import type { UserRecord } from '../users/user.shared'
import type { WebsiteRequest, WebsiteRequestRecord } from './website-request.shared'
import {
  canTransition,
  WEBSITE_REQUEST_STATUS_LABELS,
  websiteRequestStatusSchema,
  type WebsiteRequestStatus,
} from './website-request-status.shared'
import { statusChangeMail, statusNotice } from './website-request-mail'
import { websiteRequestMessages } from './website-request-messages.shared'
import { rejectionReasonProblem } from './rejection-reason.shared'
import { toWebsiteRequest } from './website-request-view'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  notify: CustomerNotifier
  notifications: NotificationService
}

// Admin status changes, enforcing the one transition table (api/website-requests/website-request-status.shared.ts).
// The write is a compare-and-set on the status the change was checked against: of two admins moving
// the same request at once, the second gets a 409 with the request as it is now. Each change is
// logged, and the customer gets an in-app notification (same transaction) and a mail (after it).
// Every door that moves a request (the desk's PATCH, /api/update-request-status.php, the offline demo's
// same API) comes through change(): a rejection needs its reason here, and only here.
export function createWebsiteRequestStatusService({ ports, activity, audit, notify, notifications }: Deps) {
  const repos = ports.repos
  const view = (record: WebsiteRequestRecord) => toWebsiteRequest(record, ports.secrets, repos)

  async function refuse(status: 409 | 422, current: WebsiteRequestRecord | null): Promise<never> {
    const data = current ? { request: await view(current) } : undefined
    throw new ApiError(status, websiteRequestMessages.statusFailed, data ? { data } : {})
  }

  async function tellCustomer(record: WebsiteRequestRecord, status: WebsiteRequestStatus) {
    const customer = record.userId ? await repos.users.findById(record.userId) : null
    const to = customer?.email ?? record.email
    if (!to) return
    await notify.outside(customer, {
      ...statusNotice(record, status),
      // One mail per change: a request rejected, reopened and rejected again is told twice.
      ref: `request-status:${record.id}:${status}:${record.updatedAt}`,
      mail: statusChangeMail({
        to,
        name: customer?.name ?? record.userName ?? record.websiteName,
        request: record,
        status,
        dashboardUrl: `${ports.config.publicUrl}/#/user-dashboard`,
      }),
    })
  }

  return {
    async change(
      id: string,
      rawStatus: string,
      actor: UserRecord,
      ip: string,
      expectedStatus?: string,
      /** Required when `rawStatus` is 'rejected' (docs/rules/website-requests.md#rejecting-a-request). */
      reason?: string | null,
    ): Promise<WebsiteRequest> {
      const current = await repos.websiteRequests.findById(id)
      if (!current) throw new ApiError(404, websiteRequestMessages.notFound)
      const parsed = websiteRequestStatusSchema.safeParse(rawStatus)
      if (!parsed.success) return refuse(422, current)
      const to = parsed.data
      if (expectedStatus !== undefined && expectedStatus !== current.status) return refuse(409, current)
      if (!canTransition(current.status, to)) return refuse(409, current)
      const problem = to === 'rejected' ? rejectionReasonProblem(reason) : null
      if (problem) throw new ApiError(422, problem)
      // The reason belongs to the rejection: a request moved on from it no longer carries one.
      const rejectionReason = to === 'rejected' ? (reason?.trim() ?? null) : null

      const updated = await repos.transaction(async (tx) => {
        const record = await tx.websiteRequests.updateIfStatus(id, current.status, {
          status: to,
          rejectionReason,
          updatedAt: ports.clock.now().toISOString(),
        })
        if (!record) return null
        const who = actorOf(actor, ip)
        await audit.updated(tx, { actor: who, resource: 'websiteRequests', recordId: id }, current, record)
        await activity.log(
          {
            ...activityActor(who),
            action: 'Website talebi durumu güncellendi',
            details: `${record.websiteName} (#${record.requestNumber}): ${WEBSITE_REQUEST_STATUS_LABELS[current.status]} → ${WEBSITE_REQUEST_STATUS_LABELS[to]}${rejectionReason ? ` (Red nedeni: ${rejectionReason})` : ''}`,
            type: 'website',
            severity: to === 'rejected' ? 'warning' : to === 'completed' ? 'success' : 'info',
            subject: {
              resource: 'websiteRequests',
              recordId: id,
              userIds: record.userId ? [record.userId] : [],
            },
          },
          tx,
        )
        if (record.userId) {
          const customer = await tx.users.findById(record.userId)
          if (customer) await notifications.notifyUser(customer, statusNotice(record, to), tx)
        }
        return record
      })
      if (!updated) return refuse(409, await repos.websiteRequests.findById(id))
      await tellCustomer(updated, to)
      return view(updated)
    },
  }
}
export type WebsiteRequestStatusService = ReturnType<typeof createWebsiteRequestStatusService>
