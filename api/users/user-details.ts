import type { ApiPorts } from '../ports'
import type { AccountInvitationRecord } from '../security/account-security.shared'
import type { OpenSession, UserDetails } from './admin-users.shared'
import type { UserRecord } from './user.shared'
import { accountInvitationResource } from '../security/account-security-resources'
import { openSessions } from '../security/sessions'
import { toUser } from './user-view'
import { invoiceResource } from '../invoices/invoice-resource'

const LIMIT = 50

/** The customer's open sessions for the drawer: the sessions list's (one place names a device). */
async function openSessionsOf(ports: ApiPorts, userId: string): Promise<OpenSession[]> {
  const sessions = await openSessions(ports.repos, userId, ports.clock.now(), null)
  return sessions.map(({ id, device, ipAddress, createdAt, lastUsedAt }) => ({
    id,
    device,
    ipAddress,
    startedAt: createdAt,
    lastUsedAt,
  }))
}

/**
 * The link still waiting for the customer; none once the account has a password
 * (docs/rules/customers.md#invitations).
 */
function pendingInvitation(invitations: AccountInvitationRecord[], user: UserRecord, now: Date) {
  if (user.passwordHash) return null
  const live = invitations.find(
    (i) => !i.usedAt && i.email === user.email && new Date(i.expiresAt).getTime() > now.getTime(),
  )
  return live ? { sentAt: live.createdAt, expiresAt: live.expiresAt } : null
}

// GET /api/admin/users/:id/details: what the customer drawer shows beside the audit history.
export async function userDetails(ports: ApiPorts, user: UserRecord): Promise<UserDetails> {
  const repos = ports.repos
  const userId = user.id
  const [websites, websiteRequests, customerRequests, invoices, sessions, invitations] = await Promise.all([
    repos.websites.list({ filter: { ownerId: userId }, limit: LIMIT }),
    repos.websiteRequests.list({ filter: { userId }, limit: LIMIT }),
    repos.customerRequests.list({ filter: { userId }, limit: LIMIT }),
    repos.resource(invoiceResource).list({ filter: { userId }, limit: LIMIT }),
    openSessionsOf(ports, userId),
    repos.resource(accountInvitationResource).list({ filter: { userId }, limit: 10 }),
  ])
  const now = ports.clock.now()
  const requests = [
    ...websiteRequests.map((r) => ({
      id: r.id,
      kind: 'website' as const,
      title: r.websiteName,
      status: r.status,
      createdAt: r.createdAt,
    })),
    ...customerRequests.map((r) => ({
      id: r.id,
      kind: 'customer' as const,
      title: r.title,
      status: r.status,
      createdAt: r.createdAt,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  return {
    user: toUser(user),
    passwordSet: user.passwordHash !== null,
    websites: websites.map((w) => ({
      id: w.id,
      name: w.name,
      domain: w.domain,
      status: w.status,
      lastModified: w.lastModified,
    })),
    requests,
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      amount: i.amount,
      currency: i.currency,
      status: i.status,
      issueDate: i.issueDate,
    })),
    sessions,
    pendingInvitation: pendingInvitation(invitations, user, now),
  }
}
