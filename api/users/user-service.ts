import type { ActivityInput, ActivityService } from '../activity/activity-service'
import { actorOf, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { parseEmail } from '../auth/auth-service'
import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { ListOptions } from '../ports/crud-repository'
import type { EventBus } from '../ports/infrastructure'
import { SESSION_RESOURCE, SIGNED_OUT } from '../live/live-event.shared'
import {
  newUserRecord,
  type ProfileUpdateInput,
  type User,
  type UserCreateInput,
  type UserRecord,
  type UserUpdateFields,
} from './user.shared'
import type { InvitationService } from '../security/invitation-service'
import { deleteStoredFiles } from '../uploads/user-uploads'
import { userMessages } from './user-messages.shared'
import { createPackageResolver } from './user-packages'
import { removeCustomerRecords } from './user-removal'
import { assertPasswordAcceptable } from '../auth/password-policy'
import type { SettingsService } from '../settings/settings-service'
import { voidOpenInvitations } from '../security/open-invitations'
import { keepOwnedWebsitesInStep } from './owned-websites'
import { userForRoleStatusChange } from './user-rules'
import { toUser } from './user-view'
import { userDetails } from './user-details'
import { userStats } from './user-stats'

export interface UserListQuery {
  search?: string
  role?: UserRecord['role']
  status?: UserRecord['status']
  subscription?: string
  limit?: number
  offset?: number
}

/** Where an admin's change came from and why: the audit trail keeps both. */
export interface ChangeContext {
  ip?: string | null
  reason?: string | null
}

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
  events: EventBus
  invitations: InvitationService
  settings: SettingsService
}

const UPDATABLE = [
  'role',
  'status',
  'subscriptionStatus',
  'subscriptionExpiry',
  'avatar',
  'contactPreferences',
] as const

function updateAction(before: UserRecord, after: UserRecord): Pick<ActivityInput, 'action' | 'severity'> {
  if (before.status !== after.status && after.status === 'suspended')
    return { action: 'Kullanıcı askıya alındı', severity: 'warning' }
  if (before.status === 'suspended' && after.status === 'active')
    return { action: 'Kullanıcı etkinleştirildi', severity: 'success' }
  return { action: 'Kullanıcı güncellendi', severity: 'info' }
}

// Admin user management and the customer's own profile (docs/rules/customers.md). Every change writes
// its audit rows and one activity entry in the transaction that makes it.
export function createUserService({ ports, activity, audit, events, invitations, settings }: Deps) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const resolvePackage = createPackageResolver(repos)

  async function assertEmailFree(email: string, exceptId?: string) {
    const owner = await repos.users.findByEmail(email)
    if (owner && owner.id !== exceptId) throw new ApiError(409, userMessages.emailTaken)
  }

  /** A password an API caller set for the account (never mailed); the policy of sign-up applies. */
  async function passwordHashFor(password: string | undefined) {
    if (!password) return null
    assertPasswordAcceptable(password, (await settings.get()).passwordMinLength)
    return ports.passwords.hash(password)
  }

  const entry = (actor: Actor, user: UserRecord, fields: Omit<ActivityInput, 'user' | 'userEmail'>) => ({
    userId: actor.id,
    user: actor.name,
    userEmail: actor.email,
    ipAddress: actor.ip,
    subject: { resource: 'users', recordId: user.id, userIds: [user.id] },
    ...fields,
  })

  /** The customer's open apps sign out at once (their tokens are refused from now on anyway). */
  const signedOut = (userId: string) =>
    events.publish({
      id: ports.ids.uuid(),
      at: now(),
      resource: SESSION_RESOURCE,
      recordId: userId,
      action: SIGNED_OUT,
      userIds: [userId],
    })

  return {
    /** One user as stored, or null. */
    findById: (id: string) => repos.users.findById(id),
    /** The users screen's cards. */
    stats: () => userStats(repos),
    /** What the customer drawer shows beside the audit history. */
    details: (user: UserRecord) => userDetails(ports, user),
    /** The header search: users by name or e-mail. */
    search: (q: string, limit: number) => repos.users.list({ search: q, limit }),

    async list(query: UserListQuery): Promise<{ users: User[]; total: number }> {
      const filter: ListOptions<UserRecord>['filter'] = {}
      if (query.role) filter.role = query.role
      if (query.status) filter.status = query.status
      if (query.subscription) filter.subscription = query.subscription
      const search = query.search || undefined
      const [records, total] = await Promise.all([
        repos.users.list({ filter, search, limit: query.limit ?? 50, offset: query.offset ?? 0 }),
        repos.users.count({ filter, search }),
      ])
      return { users: records.map(toUser), total }
    },

    /**
     * A new account gets a set-password link by mail — never a password. An API caller may set the first
     * password instead (the screen never does); then no link is sent and the account can sign in.
     */
    async create(input: UserCreateInput, actorUser: UserRecord, ip: string | null): Promise<User> {
      if (!input.name?.trim() || !input.email?.trim())
        throw new ApiError(400, userMessages.nameAndEmailRequired)
      const email = parseEmail(input.email)
      await assertEmailFree(email)
      const passwordHash = await passwordHashFor(input.password)
      const pkg = await resolvePackage(input)
      const actor = actorOf(actorUser, ip)
      const at = now()
      const record = newUserRecord(
        { id: ports.ids.uuid(), name: input.name.trim(), email, at },
        {
          role: input.role ?? 'user',
          status: input.status ?? 'active',
          subscription: pkg.subscription ?? input.subscription ?? 'free',
          subscriptionStatus: input.subscriptionStatus ?? 'active',
          subscriptionExpiry: input.subscriptionExpiry ?? null,
          packageId: pkg.packageId ?? null,
          phone: input.phone || null,
          passwordHash,
          emailVerifiedAt: passwordHash ? at : null,
        },
      )
      let invitation
      try {
        invitation = await repos.transaction(async (tx) => {
          const user = await tx.users.create(record)
          await audit.created(tx, { actor, resource: 'users', recordId: user.id }, user)
          const details = passwordHash
            ? `${user.name} (${user.email}) eklendi.`
            : `${user.name} (${user.email}) eklendi; şifre belirleme daveti gönderildi.`
          await activity.log(
            entry(actor, user, {
              action: 'Kullanıcı oluşturuldu',
              details,
              type: 'user',
              severity: 'success',
            }),
            tx,
          )
          return passwordHash ? { user } : invitations.prepare(tx, user, actor.id)
        })
      } catch (error) {
        await assertEmailFree(email)
        throw error
      }
      if ('token' in invitation) await invitations.send(invitation)
      return toUser(invitation.user)
    },

    async update(id: string, fields: UserUpdateFields, actorUser: UserRecord, context: ChangeContext = {}) {
      const patch: Partial<UserRecord> = {}
      const passwordHash = await passwordHashFor(fields.password)
      if (passwordHash) patch.passwordHash = passwordHash
      if (fields.name !== undefined) {
        if (!fields.name.trim()) throw new ApiError(400, userMessages.nameAndEmailRequired)
        patch.name = fields.name.trim()
      }
      if (fields.email !== undefined) {
        if (!fields.email.trim()) throw new ApiError(400, userMessages.nameAndEmailRequired)
        patch.email = parseEmail(fields.email)
        await assertEmailFree(patch.email, id)
      }
      for (const key of UPDATABLE) if (fields[key] !== undefined) Object.assign(patch, { [key]: fields[key] })
      if (fields.phone !== undefined) patch.phone = fields.phone || null
      if (fields.subscription !== undefined || fields.packageId !== undefined)
        Object.assign(patch, await resolvePackage(fields))
      const actor = actorOf(actorUser, context.ip ?? null)
      const { before, after } = await repos
        .transaction(async (tx) => {
          const current = await userForRoleStatusChange(tx, id, patch, actorUser)
          if (!current) throw new ApiError(404, userMessages.notFound)
          // A password an API caller set makes the address count as verified, as on creation.
          const verified = passwordHash && !current.emailVerifiedAt ? { emailVerifiedAt: now() } : {}
          const updated = await tx.users.update(id, { ...patch, ...verified, updatedAt: now() })
          if (!updated) throw new ApiError(404, userMessages.notFound)
          if ((updated.status === 'suspended' && current.status !== 'suspended') || passwordHash)
            await tx.refreshTokens.revokeAllForUser(id, now())
          if (passwordHash) await voidOpenInvitations(tx, id)
          const change = { actor, reason: context.reason }
          await audit.updated(tx, { ...change, resource: 'users', recordId: id }, current, updated)
          await keepOwnedWebsitesInStep(tx, audit, change, current, updated)
          const details = `${updated.name} (${updated.email})${context.reason ? `: ${context.reason}` : ''}`
          await activity.log(
            entry(actor, updated, { ...updateAction(current, updated), details, type: 'user' }),
            tx,
          )
          return { before: current, after: updated }
        })
        .catch(async (error: unknown) => {
          // Two admins giving one address at once: the unique key refused the second.
          if (patch.email) await assertEmailFree(patch.email, id)
          throw error
        })
      if (after.status === 'suspended' && before.status !== 'suspended') await signedOut(id)
      return toUser(after)
    },

    /** Admins are never deleted; a customer goes with their records, in one transaction. */
    async remove(id: string, actorUser: UserRecord, ip: string | null, reason?: string | null) {
      const actor = actorOf(actorUser, ip)
      const fileKeys = await repos.transaction(async (tx) => {
        const user = await tx.users.findById(id)
        if (!user) throw new ApiError(404, userMessages.notFound)
        if (user.role === 'admin') throw new ApiError(403, userMessages.adminNotDeletable)
        const keys = await removeCustomerRecords(tx, audit, { actor, reason }, id)
        await audit.deleted(tx, { actor, resource: 'users', recordId: id, reason }, user)
        await tx.users.delete(id)
        const details = `${user.name} (${user.email}) silindi.${reason ? ` Neden: ${reason}` : ''}`
        await activity.log(
          entry(actor, user, { action: 'Kullanıcı silindi', details, type: 'user', severity: 'warning' }),
          tx,
        )
        return keys
      })
      await signedOut(id)
      await deleteStoredFiles(ports, fileKeys)
    },

    async updateProfile(
      user: UserRecord,
      input: ProfileUpdateInput,
      ip: string | null = null,
    ): Promise<User> {
      const patch: Partial<UserRecord> = { updatedAt: now() }
      if (input.name !== undefined) patch.name = input.name
      if (input.phone !== undefined) patch.phone = input.phone || null
      if (input.avatar !== undefined) patch.avatar = input.avatar
      if (input.contactPreferences !== undefined) patch.contactPreferences = input.contactPreferences
      const updated = await repos.transaction(async (tx) => {
        const after = await tx.users.update(user.id, patch)
        if (!after) throw new ApiError(404, userMessages.notFound)
        const change = { actor: actorOf(user, ip) }
        await audit.updated(tx, { ...change, resource: 'users', recordId: user.id }, user, after)
        await keepOwnedWebsitesInStep(tx, audit, change, user, after)
        return after
      })
      return toUser(updated)
    },
  }
}
export type UserService = ReturnType<typeof createUserService>
