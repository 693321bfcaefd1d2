import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { ApiPorts } from '../ports'
import { ApiError, messages } from '../lib/http'
import type { UserRecord } from '../schemas/user'
import type { RefreshTokens } from './refresh-tokens'
import { createSettingsService } from '../settings/settings-service'
import { isTwoFactorOn } from '../security/two-factor-credentials'
import { TWO_FACTOR_REQUIRED_CODE, twoFactorMessages } from '../security/two-factor-messages'

// Server-side access checks. A token only proves who signed in; the stored user decides (a
// suspended or deleted user, or a revoked session, is signed out at once).
export function createGuards(ports: ApiPorts, refreshTokens: RefreshTokens) {
  const settings = createSettingsService(ports.repos)

  async function requireUser(c: Context<ApiEnv>): Promise<UserRecord> {
    const claims = c.get('claims')
    if (!claims) throw new ApiError(401, messages.unauthenticated)
    const [user, active] = await Promise.all([
      ports.repos.users.findById(claims.userId),
      refreshTokens.isSessionActive(claims.sessionId, claims.userId),
    ])
    if (!user || user.status === 'suspended' || !active) throw new ApiError(401, messages.unauthenticated)
    return user
  }

  return {
    requireUser,
    /**
     * With the system setting `twoFactorAuth` on, an admin without two-factor is refused every admin
     * route until they enrol (the /api/me routes, two-factor's among them, stay open to them). The
     * settings document is read alongside the user, so the check adds no wait; the credential only
     * when the setting is on (docs/rules/account-security.md#admins-must-enrol).
     */
    async requireAdmin(c: Context<ApiEnv>): Promise<UserRecord> {
      const [user, { twoFactorAuth }] = await Promise.all([requireUser(c), settings.get()])
      if (user.role !== 'admin') throw new ApiError(403, messages.forbidden)
      if (twoFactorAuth && !(await isTwoFactorOn(ports.repos, user.id))) {
        throw new ApiError(403, twoFactorMessages.adminMustEnrol, {
          data: { code: TWO_FACTOR_REQUIRED_CODE },
        })
      }
      return user
    },
  }
}
export type Guards = ReturnType<typeof createGuards>
