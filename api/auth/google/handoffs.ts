import { jwtVerify, SignJWT } from 'jose'
import type { ApiPorts } from '../../ports'

// The one-time code that carries a finished Google sign-in from the server's redirect to the PWA:
// signed (JWT secret), 60 s, and single-use — redeeming records its jti in the idempotency keys table
// (insert-if-absent), so a second redemption finds it taken. No table of its own.

export const HANDOFF_TTL_SECONDS = 60
const AUDIENCE = 'sitekur-google-handoff'
const ISSUER = 'sitekur'
const SCOPE = 'google-handoff'

export function createHandoffs(ports: ApiPorts) {
  const key = new TextEncoder().encode(ports.secrets.jwtSecret)
  return {
    async issue(userId: string): Promise<string> {
      const now = Math.floor(ports.clock.now().getTime() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setJti(ports.ids.uuid())
        .setIssuedAt(now)
        .setExpirationTime(now + HANDOFF_TTL_SECONDS)
        .sign(key)
    },

    /** The user id of a valid handoff, once; null when it is forged, expired or already used. */
    async redeem(handoff: string): Promise<string | null> {
      let subject: unknown
      let jti: unknown
      try {
        ;({
          payload: { sub: subject, jti },
        } = await jwtVerify(handoff, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: ports.clock.now(),
        }))
      } catch {
        return null
      }
      if (typeof subject !== 'string' || typeof jti !== 'string') return null
      const first = await ports.repos.idempotencyKeys.claim({
        scope: SCOPE,
        key: jti,
        requestHash: '',
        status: 200,
        body: '',
        createdAt: ports.clock.now().toISOString(),
      })
      return first ? subject : null
    },
  }
}
export type Handoffs = ReturnType<typeof createHandoffs>
