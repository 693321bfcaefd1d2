import type { RateLimitSettings } from '../ports/config'
import type { Clock } from '../ports/infrastructure'
import { RateLimiter } from '../lib/rate-limiter'

export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { limit: 300, windowSeconds: 300 },
  loginFailuresPerAccount: { limit: 10, windowSeconds: 900 },
  registerPerIp: { limit: 20, windowSeconds: 3600 },
  verifyPerIp: { limit: 60, windowSeconds: 600 },
  verifyPerEmail: { limit: 20, windowSeconds: 600 },
  resendPerIp: { limit: 20, windowSeconds: 3600 },
}

/** Minimum seconds between two verification mails to one address. */
export const RESEND_INTERVAL_SECONDS = 120

export function createAuthLimiters(clock: Clock, overrides: Partial<RateLimitSettings> = {}) {
  const rules = { ...defaultRateLimits, ...overrides }
  return {
    loginPerIp: new RateLimiter(rules.loginPerIp, clock),
    loginFailuresPerAccount: new RateLimiter(rules.loginFailuresPerAccount, clock),
    registerPerIp: new RateLimiter(rules.registerPerIp, clock),
    verifyPerIp: new RateLimiter(rules.verifyPerIp, clock),
    verifyPerEmail: new RateLimiter(rules.verifyPerEmail, clock),
    resendPerIp: new RateLimiter(rules.resendPerIp, clock),
    /** One verification (or notice) mail per address per RESEND_INTERVAL_SECONDS, known or not. */
    mailPerEmail: new RateLimiter({ limit: 1, windowSeconds: RESEND_INTERVAL_SECONDS }, clock),
  }
}
export type AuthLimiters = ReturnType<typeof createAuthLimiters>
