import { jwtVerify, SignJWT } from 'jose'
import type { ApiPorts } from '../ports'

// Short-lived tokens that name a user for one purpose (the sign-in's two-factor challenge, the Google
// sign-in's handoff): signed with the JWT secret (HS256), issuer 'sitekur', the purpose as the audience,
// so a token of one kind never passes as another; a fresh jti each, for callers that make them
// single-use. No table.

export interface SignedUserToken {
  userId: string
  jti: string
}

export function createSignedUserTokens(ports: ApiPorts, audience: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(ports.secrets.jwtSecret)
  const ISSUER = 'sitekur'
  return {
    async issue(userId: string): Promise<string> {
      const now = Math.floor(ports.clock.now().getTime() / 1000)
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setSubject(userId)
        .setJti(ports.ids.uuid())
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key)
    },

    /** The user and jti of a valid, unexpired token of this audience; null otherwise. */
    async open(token: string | undefined): Promise<SignedUserToken | null> {
      if (!token) return null
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience,
          currentDate: ports.clock.now(),
          requiredClaims: ['exp', 'sub', 'jti'],
        })
        return typeof payload.sub === 'string' && typeof payload.jti === 'string'
          ? { userId: payload.sub, jti: payload.jti }
          : null
      } catch {
        return null
      }
    },
  }
}
