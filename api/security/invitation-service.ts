import type { ActivityService } from '../activity/activity-service'
import { actorOf, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { assertPasswordAcceptable } from '../auth/password-policy'
import type { AuthLimiters } from '../auth/rate-limits'
import { ApiError, tooManyRequests } from '../lib/http'
import { randomToken, sha256Hex } from '../lib/crypto'
import type { MailService } from '../mail/mail-service'
import type { ApiPorts, Repositories } from '../ports'
import type { AccountInvitationRecord } from './account-security.shared'
import type { InvitationStatus } from '../users/admin-users.shared'
import type { UserRecord } from '../users/user.shared'
import type { SettingsService } from '../settings/settings-service'
import { accountInvitationResource } from './account-security-resources'
import { invitationMail } from './invitation-mail'
import { voidOpenInvitations } from './open-invitations'
import { invitationMessages } from './invitation-messages.shared'

/** How long a set-password link works. */
export const INVITATION_TTL_DAYS = 7

interface Deps {
  ports: ApiPorts
  mail: MailService
  settings: SettingsService
  limiters: AuthLimiters
  audit: AuditService
  activity: ActivityService
}

export interface PreparedInvitation {
  user: UserRecord
  token: string
}

// The set-password link of an account an admin created (docs/rules/customers.md#invitations): a
// single-use token stored as SHA-256, good for 7 days and only while the account keeps the address it
// was sent to and has no password (set by whatever path). A new link replaces the older ones. The mail
// carries the link, never a password.
export function createInvitationService({ ports, mail, settings, limiters, audit, activity }: Deps) {
  const invitations = (repos: Repositories) => repos.resource(accountInvitationResource)
  const now = () => ports.clock.now()
  const linkFor = (token: string) =>
    `${ports.config.publicUrl}/#/set-password?token=${encodeURIComponent(token)}`

  /** The invitation and its user while the link still works; null otherwise. */
  async function live(
    token: string,
  ): Promise<{ invitation: AccountInvitationRecord; user: UserRecord } | null> {
    const invitation = await invitations(ports.repos).findOne({ tokenHash: await sha256Hex(token) })
    if (!invitation || invitation.usedAt) return null
    if (new Date(invitation.expiresAt).getTime() <= now().getTime()) return null
    const user = await ports.repos.users.findById(invitation.userId)
    if (!user || user.email !== invitation.email || user.passwordHash) return null
    return { invitation, user }
  }

  async function guard(ip: string) {
    const verdict = await limiters.verifyPerIp.consume(ip)
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds)
  }

  /** Within the caller's transaction: a fresh link for `user`, replacing any unused one. Mail it after commit. */
  async function prepare(
    repos: Repositories,
    user: UserRecord,
    createdBy: string | null,
  ): Promise<PreparedInvitation> {
    await voidOpenInvitations(repos, user.id)
    const token = randomToken(32)
    const at = now()
    await invitations(repos).create({
      id: ports.ids.uuid(),
      userId: user.id,
      email: user.email,
      tokenHash: await sha256Hex(token),
      expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString(),
      usedAt: null,
      createdBy,
      createdAt: at.toISOString(),
    })
    return { user, token }
  }

  /** Sends the prepared link (after the transaction committed). */
  const send = ({ user, token }: PreparedInvitation) =>
    mail.send(
      invitationMail({ to: user.email, name: user.name, link: linkFor(token), days: INVITATION_TTL_DAYS }),
    )

  return {
    prepare,
    send,

    /** POST /api/admin/users/:id/invitation: a new link for an account that has no password yet. */
    async resend(userId: string, actor: Actor, notFound: string): Promise<void> {
      const user = await ports.repos.users.findById(userId)
      if (!user) throw new ApiError(404, notFound)
      if (user.passwordHash) throw new ApiError(409, invitationMessages.notNeeded)
      const prepared = await ports.repos.transaction(async (tx) => {
        const next = await prepare(tx, user, actor.id)
        await activity.log(
          {
            userId: actor.id,
            user: actor.name,
            userEmail: actor.email,
            action: 'Davet e-postası gönderildi',
            details: `${user.name} (${user.email}) için şifre belirleme bağlantısı gönderildi.`,
            type: 'user',
            severity: 'info',
            ipAddress: actor.ip,
            subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
          },
          tx,
        )
        return next
      })
      await send(prepared)
    },

    /** GET /api/auth/invitations/:token: whether the set-password page may ask for a password. */
    async status(token: string, ip: string): Promise<InvitationStatus> {
      await guard(ip)
      const found = await live(token)
      if (!found) return { valid: false, email: null, expiresAt: null }
      return { valid: true, email: found.user.email, expiresAt: found.invitation.expiresAt }
    },

    /** POST /api/auth/invitations/accept: sets the password once; the address counts as verified. */
    async accept(token: string, password: string, ip: string): Promise<void> {
      await guard(ip)
      const found = await live(token)
      if (!found) throw new ApiError(400, invitationMessages.invalid)
      assertPasswordAcceptable(password, (await settings.get()).passwordMinLength)
      const passwordHash = await ports.passwords.hash(password)
      const at = now().toISOString()
      const { invitation, user } = found
      await ports.repos.transaction(async (tx) => {
        // Compare-and-set: of two uses racing, only the first still finds it unused.
        const used = await invitations(tx).updateWhere(invitation.id, { usedAt: null }, { usedAt: at })
        if (!used) throw new ApiError(400, invitationMessages.invalid)
        // Compare-and-set again: a password set meanwhile (or another address) voids the link.
        const after = await tx.users.updateWhere(
          user.id,
          { passwordHash: null, email: invitation.email },
          {
            passwordHash,
            emailVerifiedAt: user.emailVerifiedAt ?? at,
            status: user.status === 'pending' ? 'active' : user.status,
            updatedAt: at,
          },
        )
        if (!after) throw new ApiError(400, invitationMessages.invalid)
        await tx.refreshTokens.revokeAllForUser(user.id, at)
        const actor = actorOf(user, ip)
        await audit.updated(tx, { actor, resource: 'users', recordId: user.id }, user, after)
        await activity.log(
          {
            userId: user.id,
            user: user.name,
            userEmail: user.email,
            action: 'Davetle şifre belirlendi',
            details: `${user.email} davet bağlantısıyla şifresini belirledi.`,
            type: 'security',
            severity: 'success',
            ipAddress: ip,
            subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
          },
          tx,
        )
      })
    },
  }
}
export type InvitationService = ReturnType<typeof createInvitationService>
