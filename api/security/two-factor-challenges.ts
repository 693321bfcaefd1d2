import { jwtVerify, SignJWT } from 'jose'
import type { ApiPorts } from '../ports'

// The challenge of the sign-in's second step: after the password (or Google) proved who it is, a
// two-factor user gets this instead of tokens. Signed with the JWT secret, 5 minutes, purpose
// 'two-factor' (a token of any other kind never passes as one), naming the user. No table: the
// code it is traded with is single-use on its own (lastUsedStep, used recovery codes).

export const CHALLENGE_TTL_SECONDS = 300
const AUDIENCE = 'sitekur-two-factor'
const ISSUER = 'sitekur'
const PURPOSE = 'two-factor'

export function createTwoFactorChallenges(ports: ApiPorts) {
  const key = new TextEncoder().encode(ports.secrets.jwtSecret)
  return {
    async issue(userId: string): Promise<string> {
      const now = Math.floor(ports.clock.now().getTime() / 1000)
      return new SignJWT({ purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(userId)
        .setJti(ports.ids.uuid())
        .setIssuedAt(now)
        .setExpirationTime(now + CHALLENGE_TTL_SECONDS)
        .sign(key)
    },

    /** The user a valid, unexpired challenge names; null otherwise. */
    async open(challenge: string | undefined): Promise<string | null> {
      if (!challenge) return null
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: ports.clock.now(),
          requiredClaims: ['exp', 'sub'],
        })
        return payload.purpose === PURPOSE && typeof payload.sub === 'string' ? payload.sub : null
      } catch {
        return null
      }
    },
  }
}
export type TwoFactorChallenges = ReturnType<typeof createTwoFactorChallenges>
