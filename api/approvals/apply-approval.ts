import type { Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { Repositories } from '../ports'
import type { ApprovalRecord } from './approval.shared'
import { approvalMessages } from './approval-messages.shared'
import type { UserRecord } from '../users/user.shared'
import { keepOwnedWebsitesInStep } from '../users/owned-websites'
import { userMessages } from '../users/user-messages.shared'
import { removeCustomerRecords } from '../users/user-removal'
import { auditedWebsite } from '../websites/website-panels'
import { approvalResource } from './approval-resource'
import { billingPeriodSchema } from '../packages/package.shared'
import type { SubscriptionService } from '../subscriptions/subscription-service'
import type { StepDone } from '../subscriptions/subscription-steps'
import { assertDomainFree, assertEmailFree, requestedDomain } from './requested-changes'

// What approving does, per type (docs/rules/approvals.md#what-approving-applies), inside the transaction
// that marks the request approved: anything refused here (an address or domain taken since, a package
// withdrawn, the target gone) rolls the whole approval back, and the request stays pending.

export interface AppliedApproval {
  /** The customer after the change; null once their account was deleted. */
  user: UserRecord | null
  /** Storage keys of a deleted account's files: removed after the commit. */
  fileKeys: string[]
  /** A plan change's invoice, mailed after the commit. */
  billed?: StepDone[]
}

interface ApplyContext {
  tx: Repositories
  audit: AuditService
  actor: Actor
  at: string
  /** The decision's reviewer fields, also given to requests a deletion closes. */
  reviewer: Pick<ApprovalRecord, 'reviewedAt' | 'reviewedBy' | 'reviewerId'>
  /** PUBLIC_URL: its host is never a customer's domain. */
  publicUrl: string
  /** The subscription's side of a plan change: proration (docs/rules/invoices-and-plans.md#proration). */
  changePlan?: SubscriptionService['changePlan']
}

const gone = () => new ApiError(409, approvalMessages.targetGone)
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

async function customerOf({ tx }: ApplyContext, approval: ApprovalRecord): Promise<UserRecord> {
  const user = approval.userId ? await tx.users.findById(approval.userId) : null
  if (!user) throw gone()
  return user
}

async function updateUser(context: ApplyContext, user: UserRecord, patch: Partial<UserRecord>) {
  const { tx, audit, actor, at } = context
  const after = await tx.users.update(user.id, { ...patch, updatedAt: at })
  if (!after) throw gone()
  await audit.updated(tx, { actor, resource: 'users', recordId: user.id }, user, after)
  return after
}

async function profileUpdate(context: ApplyContext, approval: ApprovalRecord): Promise<AppliedApproval> {
  const user = await customerOf(context, approval)
  const patch: Partial<UserRecord> = {}
  const name = str(approval.requestedData.name)
  const email = str(approval.requestedData.email)
  if (name) patch.name = name
  if (email) {
    await assertEmailFree(context.tx, email, user.id)
    patch.email = email
  }
  const after = await updateUser(context, user, patch)
  // Their websites carry the owner's e-mail and name too.
  await keepOwnedWebsitesInStep(context.tx, context.audit, { actor: context.actor }, user, after)
  return { user: after, fileKeys: [] }
}

async function websiteChange(context: ApplyContext, approval: ApprovalRecord): Promise<AppliedApproval> {
  const { tx, audit, actor, at, publicUrl } = context
  const website = approval.websiteId ? await tx.websites.findById(approval.websiteId) : null
  if (!website || website.ownerId !== approval.userId) throw gone()
  const domain = requestedDomain(str(approval.requestedData.domain))
  await assertDomainFree(tx, domain, website.id, publicUrl)
  const name = str(approval.requestedData.name)
  const after = await tx.websites.update(website.id, { domain, ...(name ? { name } : {}), lastModified: at })
  if (!after) throw gone()
  const change = { actor, resource: 'websites', recordId: website.id }
  await audit.updated(tx, change, auditedWebsite(website), auditedWebsite(after, website))
  return { user: approval.userId ? await tx.users.findById(approval.userId) : null, fileKeys: [] }
}

async function subscriptionChange(context: ApplyContext, approval: ApprovalRecord): Promise<AppliedApproval> {
  const user = await customerOf(context, approval)
  const packageId = str(approval.requestedData.packageId)
  const pkg = packageId ? await context.tx.packages.findById(packageId) : null
  if (!pkg || !pkg.isActive) throw new ApiError(409, approvalMessages.packageUnavailable)
  // The plan is the package (by id and name); the difference is invoiced now or credited.
  const period = billingPeriodSchema.catch('monthly').parse(approval.requestedData.period)
  const billed = context.changePlan
    ? await context.changePlan(context.tx, { customer: user, pkg, period, actor: context.actor })
    : []
  const after = await updateUser(context, user, {
    packageId: pkg.id,
    subscription: pkg.name,
    subscriptionStatus: 'active',
  })
  return { user: after, fileKeys: [], billed }
}

async function accountDeletion(context: ApplyContext, approval: ApprovalRecord): Promise<AppliedApproval> {
  const { tx, audit, actor, at, reviewer } = context
  const user = await customerOf(context, approval)
  if (user.role === 'admin') throw new ApiError(409, userMessages.adminNotDeletable)
  // The customer's other pending requests end with the account.
  const approvals = tx.resource(approvalResource)
  for (const other of await approvals.list({ filter: { userId: user.id, status: 'pending' } })) {
    await approvals.update(other.id, {
      status: 'rejected',
      pendingKey: '',
      ...reviewer,
      adminNotes: approvalMessages.closedByDeletion,
      updatedAt: at,
    })
  }
  const reason = approval.reason
  const fileKeys = await removeCustomerRecords(tx, audit, { actor, reason }, user.id)
  await audit.deleted(tx, { actor, resource: 'users', recordId: user.id, reason }, user)
  await tx.users.delete(user.id)
  return { user: null, fileKeys }
}

/** Applies an approved request's change with the transaction's repositories. */
export function applyApproval(context: ApplyContext, approval: ApprovalRecord): Promise<AppliedApproval> {
  switch (approval.type) {
    case 'profile_update':
      return profileUpdate(context, approval)
    case 'website_change':
      return websiteChange(context, approval)
    case 'subscription_change':
      return subscriptionChange(context, approval)
    case 'account_deletion':
      return accountDeletion(context, approval)
  }
}
