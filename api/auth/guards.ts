import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { ApiPorts } from '../ports'
import { ApiError, messages } from '../lib/http'
import type { UserRecord } from '../schemas/user'
import type { RefreshTokens } from './refresh-tokens'

// Server-side access checks. A token only proves who signed in; the stored user decides (a
// suspended or deleted user, or a revoked session, is signed out at once).
export function createGuards(ports: ApiPorts, refreshTokens: RefreshTokens) {
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
    async requireAdmin(c: Context<ApiEnv>): Promise<UserRecord> {
      const user = await requireUser(c)
      if (user.role !== 'admin') throw new ApiError(403, messages.forbidden)
      return user
    },
  }
}
export type Guards = ReturnType<typeof createGuards>
