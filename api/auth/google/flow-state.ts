import { jwtVerify, SignJWT } from 'jose'
import type { Clock } from '../../ports/infrastructure'
import { bytesToBase64Url, randomToken, timingSafeEqual } from '../../lib/crypto'
import { billingPeriodSchema, type BillingPeriod } from '../../packages/package.shared'

// The state of one sign-in between /auth/google and its callback: state, nonce, the PKCE verifier and
// the plan the register screen passed (a catalogue code the start checked), kept in a short-lived
// HttpOnly cookie signed with the JWT secret (no table): nobody can change the plan on the way. The
// callback accepts it only with the same `state` the provider hands back, within FLOW_TTL_SECONDS.

export const FLOW_COOKIE = 'sitekur_google_flow'
export const FLOW_COOKIE_PATH = '/auth/google'
export const FLOW_TTL_SECONDS = 600
const AUDIENCE = 'sitekur-google-flow'
const ISSUER = 'sitekur'

/** A plan asked for at the start (docs/rules/invoices-and-plans.md#registration). */
export interface FlowPlan {
  code: string
  period: BillingPeriod
}

export interface FlowState {
  state: string
  nonce: string
  verifier: string
  plan: FlowPlan | null
}

/** Fresh random values; the verifier has 64 characters (RFC 7636: 43–128). */
export function newFlowState(plan: FlowPlan | null = null): FlowState {
  return { state: randomToken(32), nonce: randomToken(32), verifier: randomToken(48), plan }
}

function sealedPlan(code: unknown, period: unknown): FlowPlan | null {
  const parsed = billingPeriodSchema.safeParse(period)
  return typeof code === 'string' && parsed.success ? { code, period: parsed.data } : null
}

/** S256: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return bytesToBase64Url(new Uint8Array(digest))
}

export function createFlowCookies(jwtSecret: string, clock: Clock) {
  const key = new TextEncoder().encode(jwtSecret)
  return {
    async seal({ plan, ...flow }: FlowState): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000)
      return new SignJWT({ ...flow, ...(plan && { plan: plan.code, period: plan.period }) })
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
        const plan = sealedPlan(payload.plan, payload.period)
        return timingSafeEqual(sealed, state) ? { state: sealed, nonce, verifier, plan } : null
      } catch {
        return null
      }
    },
  }
}
