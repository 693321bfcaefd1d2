import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { ApiPorts } from '../ports'
import { ApiError, messages } from '../lib/http'
import type { SystemSettings } from '../settings/settings.shared'
import type { UserRecord } from '../users/user.shared'
import type { RefreshTokens } from './refresh-tokens'
import type { SettingsService } from '../settings/settings-service'
import { isTwoFactorOn } from '../security/two-factor-credentials'
import { twoFactorMessages } from '../security/two-factor-messages.shared'
import { TWO_FACTOR_REQUIRED_CODE } from '../security/two-factor-required.shared'
import { MAINTENANCE_CODE, settingsMessages } from '../settings/settings-admin.shared'

// Server-side access checks. A token only proves who signed in; the stored user decides (a
// suspended or deleted user, or a revoked session, is signed out at once).
export function createGuards(ports: ApiPorts, refreshTokens: RefreshTokens, settings: SettingsService) {
  /** The stored user behind a token, while the user exists, is not suspended and the session holds. */
  async function signedInUser(userId: string, sessionId: string): Promise<UserRecord | null> {
    const [user, active] = await Promise.all([
      ports.repos.users.findById(userId),
      refreshTokens.isSessionActive(sessionId, userId),
    ])
    return user && user.status !== 'suspended' && active ? user : null
  }

  /**
   * Why `user` may not use the admin routes now, or null. With the system setting `twoFactorAuth` on, an
   * admin without two-factor is refused every admin route until they enrol (the /api/me routes,
   * two-factor's among them, stay open to them). The credential is read only when the setting is on
   * (docs/rules/account-security.md#admins-must-enrol). `current`: the settings, when already read.
   */
  async function adminRefusal(user: UserRecord, current?: SystemSettings): Promise<ApiError | null> {
    if (user.role !== 'admin') return new ApiError(403, messages.forbidden)
    const { twoFactorAuth } = current ?? (await settings.get())
    if (twoFactorAuth && !(await isTwoFactorOn(ports.repos, user.id))) {
      return new ApiError(403, twoFactorMessages.adminMustEnrol, {
        data: { code: TWO_FACTOR_REQUIRED_CODE },
      })
    }
    return null
  }

  async function requireUser(c: Context<ApiEnv>): Promise<UserRecord> {
    const claims = c.get('claims')
    if (!claims) throw new ApiError(401, messages.unauthenticated)
    let lookup = c.get('signedIn')
    if (!lookup) {
      lookup = signedInUser(claims.userId, claims.sessionId)
      c.set('signedIn', lookup)
    }
    const user = await lookup
    if (!user) throw new ApiError(401, messages.unauthenticated)
    return user
  }

  /**
   * Maintenance mode (docs/rules/system-settings.md#maintenance-mode): a signed-in customer's call answers
   * 503 with MAINTENANCE_CODE; admins keep working. Read from the cached settings: no query.
   */
  async function assertNotInMaintenance(user: UserRecord): Promise<void> {
    if (user.role === 'admin' || !(await settings.get()).maintenanceMode) return
    throw new ApiError(503, settingsMessages.maintenance, {
      retryAfterSeconds: 300,
      data: { code: MAINTENANCE_CODE },
    })
  }

  return {
    signedInUser,
    adminRefusal,
    requireUser,
    assertNotInMaintenance,
    async requireAdmin(c: Context<ApiEnv>): Promise<UserRecord> {
      // The settings document is read alongside the user, so the check adds no wait.
      const [user, current] = await Promise.all([requireUser(c), settings.get()])
      const refusal = await adminRefusal(user, current)
      if (refusal) throw refusal
      return user
    },
  }
}
export type Guards = ReturnType<typeof createGuards>
