import { resources } from '../kernel/resources'
import type { ApiPorts } from '../ports'
import type { AccountInvitationRecord } from '../schemas/account-security'
import type { OpenSession, UserDetails } from '../schemas/admin-users'
import type { RefreshTokenRecord } from '../schemas/auth-records'
import type { UserRecord } from '../schemas/user'
import { accountInvitationResource } from '../security/account-security-resources'
import { toUser } from './user-view'

const LIMIT = 50

/**
 * The signed-in sessions: refresh-token families with a token neither revoked nor expired. The device
 * is the newest token's User-Agent, the last use the newest token's creation (each refresh rotates).
 */
export function openSessions(tokens: RefreshTokenRecord[], now: Date): OpenSession[] {
  const families = new Map<string, RefreshTokenRecord[]>()
  for (const token of tokens) families.set(token.familyId, [...(families.get(token.familyId) ?? []), token])
  const open: OpenSession[] = []
  for (const [familyId, family] of families) {
    const live = family.some((t) => !t.revokedAt && new Date(t.expiresAt).getTime() > now.getTime())
    if (!live) continue
    const sorted = [...family].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    const first = sorted[0]!
    const newest = sorted.at(-1)!
    open.push({
      id: familyId,
      device: newest.userAgent,
      ipAddress: newest.ipAddress,
      startedAt: first.createdAt,
      lastUsedAt: newest.createdAt,
    })
  }
  return open.sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt))
}

function pendingInvitation(invitations: AccountInvitationRecord[], user: UserRecord, now: Date) {
  const live = invitations.find(
    (i) => !i.usedAt && i.email === user.email && new Date(i.expiresAt).getTime() > now.getTime(),
  )
  return live ? { sentAt: live.createdAt, expiresAt: live.expiresAt } : null
}

// GET /api/admin/users/:id/details: what the customer drawer shows beside the audit history.
export async function userDetails(ports: ApiPorts, user: UserRecord): Promise<UserDetails> {
  const repos = ports.repos
  const userId = user.id
  const [websites, websiteRequests, customerRequests, invoices, tokens, invitations] = await Promise.all([
    repos.websites.list({ filter: { ownerId: userId }, limit: LIMIT }),
    repos.websiteRequests.list({ filter: { userId }, limit: LIMIT }),
    repos.customerRequests.list({ filter: { userId }, limit: LIMIT }),
    repos.invoices.list({ filter: { userId }, limit: LIMIT }),
    repos.resource(resources.refreshTokens).list({ filter: { userId, revokedAt: null }, limit: 500 }),
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
    sessions: openSessions(tokens, now),
    pendingInvitation: pendingInvitation(invitations, user, now),
  }
}
