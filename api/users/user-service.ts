import type { ApiPorts } from '../ports'
import type { ListOptions } from '../ports/crud-repository'
import { ApiError } from '../lib/http'
import type { ActivityService } from '../activity/activity-service'
import type { RefreshTokens } from '../auth/refresh-tokens'
import { assertPasswordAcceptable } from '../auth/password-policy'
import { parseEmail } from '../auth/auth-service'
import { deleteStoredFiles, deleteUploadRowsOf } from '../uploads/user-uploads'
import type { SettingsService } from '../settings/settings-service'
import {
  newUserRecord,
  type ProfileUpdateInput,
  type User,
  type UserCreateInput,
  type UserRecord,
  type UserUpdateFields,
} from '../schemas/user'
import { userMessages } from './user-messages'
import { toUser } from './user-view'

export interface UserListQuery {
  search?: string
  role?: UserRecord['role']
  status?: UserRecord['status']
  subscription?: string
  limit?: number
  offset?: number
}

interface Deps {
  ports: ApiPorts
  settings: SettingsService
  activity: ActivityService
  refreshTokens: RefreshTokens
}

// Admin user management and the customer's own profile. docs/rules/admin-back-office.md#users: name and
// email required, unique email, admins cannot be deleted (a deleted user's uploads go with them);
// creations and deletions are logged.
export function createUserService({ ports, settings, activity, refreshTokens }: Deps) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()

  async function assertEmailFree(email: string, exceptId?: string) {
    const owner = await repos.users.findByEmail(email)
    if (owner && owner.id !== exceptId) throw new ApiError(409, userMessages.emailTaken)
  }

  /** Keeps packageId and subscription consistent: either one names a package. */
  async function resolvePackage(fields: { packageId?: string | null; subscription?: string }) {
    if (fields.packageId) {
      const pkg = await repos.packages.findById(fields.packageId)
      return pkg ? { packageId: pkg.id, subscription: pkg.name } : {}
    }
    if (fields.subscription) {
      const wanted = fields.subscription.toLocaleLowerCase('tr-TR')
      const packages = await repos.packages.list({ limit: 100 })
      const pkg = packages.find((p) => p.name.toLocaleLowerCase('tr-TR') === wanted)
      return { subscription: fields.subscription, packageId: pkg?.id ?? null }
    }
    return fields.packageId === null ? { packageId: null } : {}
  }

  async function passwordHashFor(password: string | undefined) {
    if (!password) return undefined
    assertPasswordAcceptable(password, (await settings.get()).passwordMinLength)
    return ports.passwords.hash(password)
  }

  return {
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

    async create(input: UserCreateInput, actor: UserRecord, ip: string): Promise<User> {
      if (!input.name?.trim() || !input.email?.trim())
        throw new ApiError(400, userMessages.nameAndEmailRequired)
      const email = parseEmail(input.email)
      await assertEmailFree(email)
      const passwordHash = (await passwordHashFor(input.password)) ?? null
      const pkg = await resolvePackage(input)
      const at = now()
      let user: UserRecord
      try {
        user = await repos.users.create(
          newUserRecord(
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
              emailVerifiedAt: at,
            },
          ),
        )
      } catch (error) {
        await assertEmailFree(email)
        throw error
      }
      await activity.log({
        user: actor.name,
        userEmail: actor.email,
        action: 'Kullanıcı oluşturuldu',
        details: `${user.name} (${user.email}) eklendi.`,
        type: 'user',
        severity: 'success',
        ipAddress: ip,
      })
      return toUser(user)
    },

    async update(id: string, fields: UserUpdateFields, actor: UserRecord): Promise<User> {
      const current = await repos.users.findById(id)
      if (!current) throw new ApiError(404, userMessages.notFound)
      if (
        id === actor.id &&
        ((fields.role && fields.role !== 'admin') || (fields.status && fields.status !== 'active'))
      ) {
        throw new ApiError(400, userMessages.selfChange)
      }
      const patch: Partial<UserRecord> = { updatedAt: now() }
      if (fields.name !== undefined) {
        if (!fields.name.trim()) throw new ApiError(400, userMessages.nameAndEmailRequired)
        patch.name = fields.name.trim()
      }
      if (fields.email !== undefined) {
        if (!fields.email.trim()) throw new ApiError(400, userMessages.nameAndEmailRequired)
        patch.email = parseEmail(fields.email)
        await assertEmailFree(patch.email, id)
      }
      for (const key of [
        'role',
        'status',
        'subscriptionStatus',
        'subscriptionExpiry',
        'avatar',
        'contactPreferences',
      ] as const) {
        if (fields[key] !== undefined) Object.assign(patch, { [key]: fields[key] })
      }
      if (fields.phone !== undefined) patch.phone = fields.phone || null
      if (fields.subscription !== undefined || fields.packageId !== undefined)
        Object.assign(patch, await resolvePackage(fields))
      const passwordHash = await passwordHashFor(fields.password)
      if (passwordHash) patch.passwordHash = passwordHash
      const updated = await repos.users.update(id, patch)
      if (!updated) throw new ApiError(404, userMessages.notFound)
      if (patch.status === 'suspended' || passwordHash) await refreshTokens.revokeAllForUser(id)
      return toUser(updated)
    },

    async remove(id: string, actor: UserRecord, ip: string): Promise<void> {
      const user = await repos.users.findById(id)
      if (!user) throw new ApiError(404, userMessages.notFound)
      if (user.role === 'admin') throw new ApiError(403, userMessages.adminNotDeletable)
      const fileKeys = await repos.transaction(async (tx) => {
        await tx.refreshTokens.revokeAllForUser(id, now())
        await tx.emailVerifications.deleteForUser(id)
        const keys = await deleteUploadRowsOf(tx, id)
        await tx.users.delete(id)
        await activity.log(
          {
            user: actor.name,
            userEmail: actor.email,
            action: 'Kullanıcı silindi',
            details: `${user.name} (${user.email}) silindi.`,
            type: 'user',
            severity: 'warning',
            ipAddress: ip,
          },
          tx,
        )
        return keys
      })
      await deleteStoredFiles(ports, fileKeys)
    },

    async updateProfile(user: UserRecord, input: ProfileUpdateInput): Promise<User> {
      const patch: Partial<UserRecord> = { updatedAt: now() }
      if (input.name !== undefined) patch.name = input.name
      if (input.phone !== undefined) patch.phone = input.phone || null
      if (input.avatar !== undefined) patch.avatar = input.avatar
      if (input.contactPreferences !== undefined) patch.contactPreferences = input.contactPreferences
      const updated = await repos.users.update(user.id, patch)
      if (!updated) throw new ApiError(404, userMessages.notFound)
      return toUser(updated)
    },
  }
}
export type UserService = ReturnType<typeof createUserService>
