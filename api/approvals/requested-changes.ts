import { findPackageByName, resolveUserPackage } from '../packages/user-package'
import { parseEmail } from '../auth/auth-service'
import { ApiError } from '../lib/http'
import { assertDomainClaimable } from '../websites/domain-claim'
import type { Repositories } from '../ports'
import type { ApprovalData, ApprovalType } from './approval.shared'
import { approvalMessages } from './approval-messages.shared'
import { isValidDomain, normalizeDomain } from '../lib/input-rules.shared'
import type { UserRecord } from '../users/user.shared'
import { userMessages } from '../users/user-messages.shared'
import { websiteEditMessages, websiteMessages } from '../websites/website-messages'
import { billingPeriodSchema } from '../packages/package.shared'
import { subscriptionResource } from '../subscriptions/subscription-resource'
import { subscriptionMessages } from '../subscriptions/subscription-messages.shared'

// What a customer may ask for, per type (docs/rules/approvals.md#types): the requested values are
// whitelisted and checked here, and the current values are read from the stored records — never taken
// from the client. The same rules are checked again when an admin approves (apply-approval.ts).

export interface RequestedChange {
  websiteId: string | null
  currentData: ApprovalData
  requestedData: ApprovalData
  /** profile_update to a new address: it must be proven with a code first. */
  newEmail: string | null
}

const ALLOWED: Readonly<Record<ApprovalType, readonly string[]>> = {
  profile_update: ['name', 'email'],
  website_change: ['domain', 'name'],
  subscription_change: ['packageId', 'subscription', 'period'],
  account_deletion: [],
}

const refuse = (message: string, status: 400 | 403 | 404 | 409 = 400) => new ApiError(status, message)

/** A requested text, trimmed; undefined when absent. */
function text(data: ApprovalData, key: string): string | undefined {
  const value = data[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw refuse(approvalMessages.invalidValue)
  return value.trim()
}

/** A user's or website's new name: 1–120 characters. */
function checkedName(raw: string): string {
  if (!raw) throw refuse(approvalMessages.nameRequired)
  if (raw.length > 120) throw refuse(approvalMessages.nameTooLong)
  return raw
}

/** The stored form of a requested domain; malformed is refused. */
export function requestedDomain(raw: string | undefined): string {
  if (!raw) throw refuse(approvalMessages.domainRequired)
  const domain = normalizeDomain(raw)
  if (!isValidDomain(domain)) throw refuse(websiteEditMessages.invalidDomain)
  return domain
}

/** 409 when another user holds the address. */
export async function assertEmailFree(repos: Repositories, email: string, userId: string) {
  const holder = await repos.users.findByEmail(email)
  if (holder && holder.id !== userId) throw refuse(userMessages.emailTaken, 409)
}

/** 409 when another website holds the domain. */
/** The domain a website may change to: not the app's own, not another website's (websites/domain-claim.ts). */
export const assertDomainFree = (repos: Repositories, domain: string, websiteId: string, publicUrl: string) =>
  assertDomainClaimable(repos, publicUrl, domain, websiteId)

async function profileUpdate(repos: Repositories, user: UserRecord, data: ApprovalData) {
  const currentData: ApprovalData = {}
  const requestedData: ApprovalData = {}
  const name = text(data, 'name')
  if (name !== undefined && checkedName(name) !== user.name) {
    currentData.name = user.name
    requestedData.name = name
  }
  const rawEmail = text(data, 'email')
  let newEmail: string | null = null
  if (rawEmail !== undefined) {
    const email = parseEmail(rawEmail)
    if (email !== user.email) {
      await assertEmailFree(repos, email, user.id)
      currentData.email = user.email
      requestedData.email = email
      newEmail = email
    }
  }
  if (Object.keys(requestedData).length === 0) throw refuse(approvalMessages.nothingChanged)
  return { websiteId: null, currentData, requestedData, newEmail }
}

async function websiteChange(
  repos: Repositories,
  publicUrl: string,
  user: UserRecord,
  targetId: string | null | undefined,
  data: ApprovalData,
) {
  if (!targetId) throw refuse(approvalMessages.targetRequired)
  const website = await repos.websites.findById(targetId)
  // Someone else's website is answered as a missing one.
  if (!website || website.ownerId !== user.id) throw refuse(websiteMessages.notFound, 404)
  const domain = requestedDomain(text(data, 'domain'))
  if (domain === website.domain) throw refuse(approvalMessages.nothingChanged)
  await assertDomainFree(repos, domain, website.id, publicUrl)
  const requestedData: ApprovalData = { domain }
  const name = text(data, 'name')
  if (name !== undefined && checkedName(name) !== website.name) requestedData.name = name
  return {
    websiteId: website.id,
    currentData: { name: website.name, domain: website.domain },
    requestedData,
    newEmail: null,
  }
}

/** The user's package as it is stored: by id, else by the subscription's name. */
/** The package asked for: by id, else by name (any case), as a user's plan names one (user-package.ts). */
async function wantedPackage(repos: Repositories, data: ApprovalData) {
  const packageId = text(data, 'packageId')
  if (packageId) return repos.packages.findById(packageId)
  const name = text(data, 'subscription')
  if (!name) throw refuse(approvalMessages.packageRequired)
  return findPackageByName(repos, name)
}

async function subscriptionChange(repos: Repositories, user: UserRecord, data: ApprovalData) {
  const wanted = await wantedPackage(repos, data)
  if (!wanted || !wanted.isActive) throw refuse(approvalMessages.packageUnavailable)
  const current = await resolveUserPackage(repos, user)
  // The billing period: asked for, else the one the customer pays by now (docs/rules/invoices-and-plans.md#proration).
  const subscription = await repos.resource(subscriptionResource).findById(user.id)
  const currentPeriod = subscription?.period ?? 'monthly'
  const asked = text(data, 'period')
  const period = asked === undefined ? currentPeriod : billingPeriodSchema.safeParse(asked).data
  if (!period) throw refuse(subscriptionMessages.periodUnknown)
  if (current?.id === wanted.id && period === currentPeriod) throw refuse(approvalMessages.samePackage)
  return {
    websiteId: null,
    currentData: {
      packageId: current?.id ?? null,
      subscription: current?.name ?? user.subscription,
      price: current?.price ?? 0,
      period: currentPeriod,
    },
    requestedData: { packageId: wanted.id, subscription: wanted.name, price: wanted.price, period },
    newEmail: null,
  }
}

async function accountDeletion(repos: Repositories, user: UserRecord) {
  if (user.role === 'admin') throw refuse(userMessages.adminNotDeletable, 403)
  const websites = await repos.websites.count({ filter: { ownerId: user.id } })
  return {
    websiteId: null,
    currentData: { name: user.name, email: user.email, websites },
    requestedData: { deleteAccount: true },
    newEmail: null,
  }
}

/** The checked change a customer asks for, with the stored values it would replace. */
/**
 * A unique key refused an approval's change inside its transaction (another writer took the address or
 * the domain between the check and the write): the same 409 the check gives.
 */
export async function explainConflict(
  repos: Repositories,
  publicUrl: string,
  load: () => Promise<{
    userId: string | null
    websiteId?: string | null
    requestedData?: ApprovalData | null
  } | null>,
  error: unknown,
): Promise<never> {
  if (error instanceof ApiError) throw error
  const approval = await load()
  const wanted = approval?.requestedData ?? {}
  if (approval?.userId && typeof wanted.email === 'string') {
    await assertEmailFree(repos, wanted.email, approval.userId)
  }
  if (approval?.websiteId && typeof wanted.domain === 'string') {
    await assertDomainFree(repos, wanted.domain, approval.websiteId, publicUrl)
  }
  throw error
}

export async function requestedChange(
  repos: Repositories,
  publicUrl: string,
  user: UserRecord,
  input: { type: ApprovalType; targetId?: string | null; requestedData?: ApprovalData },
): Promise<RequestedChange> {
  const data = input.requestedData ?? {}
  if (Object.keys(data).some((key) => !ALLOWED[input.type].includes(key))) {
    throw refuse(approvalMessages.unknownField)
  }
  switch (input.type) {
    case 'profile_update':
      return profileUpdate(repos, user, data)
    case 'website_change':
      return websiteChange(repos, publicUrl, user, input.targetId, data)
    case 'subscription_change':
      return subscriptionChange(repos, user, data)
    case 'account_deletion':
      return accountDeletion(repos, user)
  }
}

/** One pending request per type and target: the key the store holds unique while it is pending. */
export const pendingKeyOf = (type: ApprovalType, target: string) => `${type}:${target}`
