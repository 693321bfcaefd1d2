import type { ActivitySeverity } from '../activity/activity-log.shared'
import type { Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import { publishChanges } from '../publishing/publish-changes'
import { liveSnapshot, snapshotOf } from '../publishing/website-versions'
import type { UserRecord } from '../users/user.shared'
import { hasUnpublishedChanges, type WebsiteRecord } from '../websites/website.shared'
import type { ApprovalRecord } from './approval.shared'
import { approvalMessages } from './approval-messages.shared'
import { approvalResource } from './approval-resource'
import type { NewApprovalFields } from './new-approval'
import { pendingKeyOf } from './requested-changes'

// Publishing by approval (docs/rules/publishing.md#publishing-by-approval): the owner of a site whose
// publications the team approves asks with "Yayına gönder"; the request carries what would change and the
// saved state it was made from. Asking again while it is pending brings it up to date. Approving publishes
// that saved state, with the decision in the publication's transaction; a site edited since is refused.

interface Deps {
  ports: ApiPorts
  audit: AuditService
  /** Publishes as the team does, running `within` in the publication's transaction. */
  publishing: {
    publishApproved(
      id: string,
      admin: UserRecord,
      ip: string,
      within: (tx: Repositories) => Promise<void>,
    ): Promise<void>
  }
  /** The approval service's own steps: a new record, the decision's compare-and-set, the activity entry. */
  newApproval(fields: NewApprovalFields, user: UserRecord): ApprovalRecord
  decide(
    tx: Repositories,
    id: string,
    patch: Partial<ApprovalRecord>,
  ): Promise<{ before: ApprovalRecord; after: ApprovalRecord }>
  log(
    tx: Repositories,
    actor: Actor,
    approval: ApprovalRecord,
    entry: { action: string; severity: ActivitySeverity; details?: string | null },
  ): Promise<void>
}

/** The one pending publication request of a website (beside a pending domain change of the same site). */
const publishKey = (websiteId: string) => pendingKeyOf('website_change', `publish:${websiteId}`)

export function createPublishApprovals({ ports, audit, publishing, newApproval, decide, log }: Deps) {
  const repos = ports.repos
  const approvals = (store: Repositories = repos) => store.resource(approvalResource)
  const now = () => ports.clock.now().toISOString()

  return {
    /** The owner's "Yayına gönder": a new request, or the pending one brought up to date. */
    async request(website: WebsiteRecord, owner: UserRecord, actor: Actor) {
      if (!hasUnpublishedChanges(website)) throw new ApiError(409, approvalMessages.nothingToPublish)
      const changes = publishChanges(await liveSnapshot(repos, website.id), snapshotOf(website))
      const data = {
        currentData: changes.currentData,
        requestedData: { ...changes.requestedData, savedAt: website.lastModified },
      }
      const pendingKey = publishKey(website.id)
      return repos.transaction(async (tx) => {
        const pending = await approvals(tx).findOne({ pendingKey })
        if (pending) {
          const after = await approvals(tx).updateWhere(
            pending.id,
            { status: 'pending' },
            { ...data, updatedAt: now() },
          )
          if (!after) throw new ApiError(409, approvalMessages.notPending)
          await audit.updated(tx, { actor, resource: 'approvals', recordId: after.id }, pending, after)
          await log(tx, actor, after, { action: 'Yayın isteği güncellendi', severity: 'info' })
          return { approval: after, updated: true }
        }
        const record = newApproval(
          { type: 'website_change', websiteId: website.id, ...data, pendingKey },
          owner,
        )
        await approvals(tx).create(record)
        await audit.created(tx, { actor, resource: 'approvals', recordId: record.id }, record)
        await log(tx, actor, record, {
          action: 'Onay talebi oluşturuldu',
          severity: 'info',
          details: 'Yayın isteği',
        })
        return { approval: record, updated: false }
      })
    },

    /** Approving publishes the saved state the request was made from, or nothing. */
    async approve(approval: ApprovalRecord, admin: UserRecord, actor: Actor, notes?: string | null) {
      const savedAt = approval.requestedData.savedAt
      const website = approval.websiteId ? await repos.websites.findById(approval.websiteId) : null
      if (!website || website.ownerId !== approval.userId)
        throw new ApiError(409, approvalMessages.targetGone)
      if (website.lastModified !== savedAt) throw new ApiError(409, approvalMessages.publishStale)
      await publishing.publishApproved(website.id, admin, actor.ip ?? '', async (tx) => {
        // A save between the check and this transaction would publish what nobody reviewed.
        const current = await tx.websites.findById(website.id)
        if (current?.lastModified !== savedAt) throw new ApiError(409, approvalMessages.publishStale)
        const { before, after } = await decide(tx, approval.id, {
          status: 'approved',
          reviewedAt: now(),
          reviewedBy: admin.name.trim() || 'Admin',
          reviewerId: admin.id,
          adminNotes: notes?.trim() || null,
        })
        await audit.updated(tx, { actor, resource: 'approvals', recordId: after.id }, before, after)
        await log(tx, actor, after, {
          action: 'Onay talebi onaylandı',
          severity: 'success',
          details: after.adminNotes,
        })
      })
      return (await approvals().findById(approval.id)) ?? approval
    },
  }
}
export type PublishApprovals = ReturnType<typeof createPublishApprovals>
