import { jwtVerify, SignJWT } from 'jose'
import type { Clock } from '../../ports/infrastructure'
import { bytesToBase64Url, randomToken, timingSafeEqual } from '../../lib/crypto'

// The state of one sign-in between /auth/google and its callback: state, nonce and the PKCE verifier,
// kept in a short-lived HttpOnly cookie signed with the JWT secret (no table). The callback accepts it
// only with the same `state` the provider hands back, within FLOW_TTL_SECONDS.

export const FLOW_COOKIE = 'sitekur_google_flow'
export const FLOW_COOKIE_PATH = '/auth/google'
export const FLOW_TTL_SECONDS = 600
const AUDIENCE = 'sitekur-google-flow'
const ISSUER = 'sitekur'

export interface FlowState {
  state: string
  nonce: string
  verifier: string
}

/** Fresh random values; the verifier has 64 characters (RFC 7636: 43–128). */
export function newFlowState(): FlowState {
  return { state: randomToken(32), nonce: randomToken(32), verifier: randomToken(48) }
}

/** S256: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return bytesToBase64Url(new Uint8Array(digest))
}

export function createFlowCookies(jwtSecret: string, clock: Clock) {
  const key = new TextEncoder().encode(jwtSecret)
  return {
    async seal(flow: FlowState): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({ ...flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + FLOW_TTL_SECONDS)
        .sign(key)
    },

    /** The flow of the cookie when it is authentic, unexpired and bound to `state`; null otherwise. */
    async open(cookie: string | undefined, state: string | undefined): Promise<FlowState | null> {
      if (!cookie || !state) return null
      try {
        const { payload } = await jwtVerify(cookie, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
        })
        const { state: sealed, nonce, verifier } = payload
        if (typeof sealed !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
          return null
        return timingSafeEqual(sealed, state) ? { state: sealed, nonce, verifier } : null
      } catch {
        return null
      }
    },
  }
}
