import type { ActivityService } from '../activity/activity-service'
import { activityActor, actorOf, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import type { AuthLimiters } from '../auth/rate-limits'
import { ApiError } from '../lib/http'
import type { MailService } from '../mail/mail-service'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { ActivitySeverity, ActivityType } from '../activity/activity-log.shared'
import type { ApprovalRecord, ApprovalType } from './approval.shared'
import { type ApprovalCreateInput } from './approval-requests.shared'
import { approvalLabel, approvalMessages, isPublishRequest } from './approval-messages.shared'
import { createDeletionProof } from './deletion-proof'
import { SESSION_RESOURCE, SIGNED_OUT } from '../live/live-event.shared'
import type { UserRecord } from '../users/user.shared'
import { deleteStoredFiles } from '../uploads/user-uploads'
import { accountDeletedMail, decisionMail, decisionNotice } from './approval-mails'
import { approvalResource } from './approval-resource'
import { applyApproval, type AppliedApproval } from './apply-approval'
import type { EmailChangeCodes } from './email-change-codes'
import { explainConflict, pendingKeyOf, requestedChange } from './requested-changes'
import { approvalStats } from './approval-stats'
import { createPublishApprovals } from './publish-approvals'
import { newApprovalRecord, type NewApprovalFields } from './new-approval'
import type { WebsiteRecord } from '../websites/website.shared'
import type { SubscriptionService } from '../subscriptions/subscription-service'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  mail: MailService
  notify: CustomerNotifier
  notifications: NotificationService
  limiters: AuthLimiters
  emailCodes: EmailChangeCodes
  /** Publishing as the team does, for an approved publication request. */
  publishing: Parameters<typeof createPublishApprovals>[0]['publishing']
  /** A plan change's proration (docs/rules/invoices-and-plans.md#proration). */
  subscriptions?: Pick<SubscriptionService, 'changePlan' | 'tell'>
}

const ACTIVITY_TYPES: Readonly<Record<ApprovalType, ActivityType>> = {
  profile_update: 'user',
  website_change: 'website',
  subscription_change: 'payment',
  account_deletion: 'user',
}

// Change requests (docs/rules/approvals.md): customers ask, admins decide. One pending request per type
// and target (the unique pendingKey); every decision is a compare-and-set on status 'pending', so of two
// admins deciding at once only one wins; approving applies the change in the decision's transaction.
export function createApprovalService(deps: Deps) {
  const { ports, activity, audit, mail, notify, notifications, limiters, emailCodes, publishing } = deps
  const repos = ports.repos
  const approvals = (store: Repositories = repos) => store.resource(approvalResource)
  const now = () => ports.clock.now().toISOString()

  async function log(
    tx: Repositories,
    actor: Actor,
    approval: ApprovalRecord,
    entry: { action: string; severity: ActivitySeverity; details?: string | null },
  ) {
    const who = `${approvalLabel(approval)}: ${approval.userName} (${approval.userEmail})`
    await activity.log(
      {
        ...activityActor(actor),
        action: entry.action,
        details: entry.details ? `${who}. ${entry.details}` : who,
        type: ACTIVITY_TYPES[approval.type],
        severity: entry.severity,
        subject: {
          resource: 'approvals',
          recordId: approval.id,
          userIds: approval.userId ? [approval.userId] : [],
        },
      },
      tx,
    )
  }

  const assertDeletionProof = createDeletionProof(ports, limiters)

  const duplicate = () => new ApiError(409, approvalMessages.duplicate)

  /** A pending request of `user`, as it is stored when made. */
  const newApproval = (fields: NewApprovalFields, user: UserRecord) =>
    newApprovalRecord(fields, user, { id: ports.ids.uuid(), at: now() })

  /** The decision as a compare-and-set on 'pending' (the loser of a race gets 409). */
  async function decide(tx: Repositories, id: string, patch: Partial<ApprovalRecord>) {
    const before = await approvals(tx).findById(id)
    if (!before) throw new ApiError(404, approvalMessages.notFound)
    const after = await approvals(tx).updateWhere(
      id,
      { status: 'pending' },
      { ...patch, pendingKey: '', updatedAt: now() },
    )
    if (!after) throw new ApiError(409, approvalMessages.notPending)
    return { before, after }
  }

  async function tellCustomer(approval: ApprovalRecord, applied: AppliedApproval | null) {
    if (approval.type === 'account_deletion' && approval.status === 'approved') {
      await mail.send(accountDeletedMail(approval))
      return
    }
    const user = applied?.user ?? (approval.userId ? await repos.users.findById(approval.userId) : null)
    if (!user) return
    await notify.outside(user, {
      ...decisionNotice(approval),
      ref: `approval:${approval.id}:${approval.status}`,
      mail: decisionMail(approval, user.email, user.name, `${ports.config.publicUrl}/#/user-dashboard`),
    })
  }

  const publishRequests = createPublishApprovals({
    ports,
    audit,
    publishing,
    newApproval,
    decide,
    log,
  })

  return {
    /** The approvals screen's cards. */
    stats: () => approvalStats(repos),

    async create(user: UserRecord, input: ApprovalCreateInput, ip: string): Promise<ApprovalRecord> {
      const change = await requestedChange(repos, ports.config.publicUrl, user, input)
      const pendingKey = pendingKeyOf(input.type, change.websiteId ?? user.id)
      if (await approvals().findOne({ pendingKey })) throw duplicate()
      if (input.type === 'account_deletion') await assertDeletionProof(user, input)
      const proof = change.newEmail
        ? await emailCodes.check(user, change.newEmail, input.emailCode, ip)
        : null
      const record = newApproval(
        {
          type: input.type,
          websiteId: change.websiteId,
          currentData: change.currentData,
          requestedData: change.requestedData,
          reason: input.reason?.trim() || null,
          pendingKey,
        },
        user,
      )
      const actor = actorOf(user, ip)
      try {
        await repos.transaction(async (tx) => {
          await approvals(tx).create(record)
          await audit.created(tx, { actor, resource: 'approvals', recordId: record.id }, record)
          await log(tx, actor, record, {
            action: 'Onay talebi oluşturuldu',
            severity: 'info',
            details: record.reason,
          })
        })
      } catch (error) {
        // Two requests at once: the unique key refused the second.
        if (await approvals().findOne({ pendingKey })) throw duplicate()
        throw error
      }
      if (proof) await emailCodes.consume(proof)
      return record
    },

    /** The owner's "Yayına gönder" (docs/rules/publishing.md#publishing-by-approval). */
    requestPublish: (website: WebsiteRecord, owner: UserRecord, ip: string) =>
      publishRequests.request(website, owner, actorOf(owner, ip)),

    /** DELETE /api/me/approvals/:id: the owner route has checked that it is the caller's. */
    async withdraw(approval: ApprovalRecord, user: UserRecord, ip: string): Promise<ApprovalRecord> {
      if (approval.status !== 'pending') throw new ApiError(409, approvalMessages.onlyPendingWithdrawn)
      const actor = actorOf(user, ip)
      return repos.transaction(async (tx) => {
        const { before, after } = await decide(tx, approval.id, { status: 'withdrawn' }).catch(
          (error: unknown) => {
            throw error instanceof ApiError && error.status === 409
              ? new ApiError(409, approvalMessages.onlyPendingWithdrawn)
              : error
          },
        )
        await audit.updated(tx, { actor, resource: 'approvals', recordId: after.id }, before, after)
        await log(tx, actor, after, { action: 'Onay talebi geri çekildi', severity: 'info' })
        return after
      })
    },

    async approve(id: string, admin: UserRecord, ip: string, notes?: string | null) {
      const actor = actorOf(admin, ip)
      const requested = await approvals().findById(id)
      if (requested && isPublishRequest(requested)) {
        if (requested.status !== 'pending') throw new ApiError(409, approvalMessages.notPending)
        return publishRequests.approve(requested, admin, actor, notes)
      }
      const reviewer = { reviewedAt: now(), reviewedBy: admin.name.trim() || 'Admin', reviewerId: admin.id }
      const { after, applied } = await repos
        .transaction(async (tx) => {
          const { before, after } = await decide(tx, id, {
            status: 'approved',
            ...reviewer,
            adminNotes: notes?.trim() || null,
          })
          const applied = await applyApproval(
            {
              tx,
              audit,
              actor,
              at: now(),
              reviewer,
              publicUrl: ports.config.publicUrl,
              changePlan: deps.subscriptions?.changePlan,
            },
            after,
          )
          await audit.updated(tx, { actor, resource: 'approvals', recordId: id }, before, after)
          await log(tx, actor, after, {
            action: 'Onay talebi onaylandı',
            severity: 'success',
            details: after.adminNotes,
          })
          if (applied.user) await notifications.notifyUser(applied.user, decisionNotice(after), tx)
          return { after, applied }
        })
        .catch((error: unknown) =>
          explainConflict(repos, ports.config.publicUrl, () => approvals().findById(id), error),
        )
      await tellCustomer(after, applied)
      if (applied.billed?.length) await deps.subscriptions?.tell(applied.billed)
      if (after.type === 'account_deletion' && after.userId) {
        await ports.events?.publish({
          id: ports.ids.uuid(),
          at: now(),
          resource: SESSION_RESOURCE,
          recordId: after.userId,
          action: SIGNED_OUT,
          userIds: [after.userId],
        })
      }
      // Files go once the rows are gone for good (docs/rules/customers.md#deleting-a-customer).
      await deleteStoredFiles(ports, applied.fileKeys)
      return (await approvals().findById(id)) ?? after
    },

    async reject(id: string, admin: UserRecord, ip: string, reason?: string | null) {
      const text = reason?.trim()
      if (!text) throw new ApiError(400, approvalMessages.rejectReasonRequired)
      const actor = actorOf(admin, ip)
      const after = await repos.transaction(async (tx) => {
        const { before, after } = await decide(tx, id, {
          status: 'rejected',
          reviewedAt: now(),
          reviewedBy: admin.name.trim() || 'Admin',
          reviewerId: admin.id,
          adminNotes: text,
        })
        await audit.updated(tx, { actor, resource: 'approvals', recordId: id }, before, after)
        await log(tx, actor, after, { action: 'Onay talebi reddedildi', severity: 'warning', details: text })
        const user = after.userId ? await tx.users.findById(after.userId) : null
        if (user) await notifications.notifyUser(user, decisionNotice(after), tx)
        return after
      })
      await tellCustomer(after, null)
      return after
    },
  }
}
export type ApprovalService = ReturnType<typeof createApprovalService>
