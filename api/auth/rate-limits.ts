import type { RateLimitSettings } from '../ports/config'
import type { Clock } from '../ports/infrastructure'
import type { RateLimitRepository } from '../ports/rate-limit-repository'
import { RateLimiter } from '../lib/rate-limiter'

// The limits of sign-in and sign-up (docs/decisions/0010-login-limits-without-lockouts.md). Counters
// live in the store (shared by every server process), keyed by hashed names.

export const defaultRateLimits: RateLimitSettings = {
  loginPerIp: { limit: 300, windowSeconds: 300 },
  /** Failed logins for one account from one client address: that client alone is stopped. */
  loginFailuresPerClient: { limit: 10, windowSeconds: 900 },
  /** Failed logins for one account from anywhere: past it, unknown devices are slowed down. */
  loginFailuresPerAccount: { limit: 30, windowSeconds: 900 },
  /** Once slowed: this many attempts per window for the account from devices it has not seen. */
  loginSlowedPerAccount: { limit: 1, windowSeconds: 60 },
  registerPerIp: { limit: 20, windowSeconds: 3600 },
  verifyPerIp: { limit: 60, windowSeconds: 600 },
  verifyPerEmail: { limit: 20, windowSeconds: 600 },
  resendPerIp: { limit: 20, windowSeconds: 3600 },
}

/** Forgotten-password requests (docs/rules/accounts-and-sign-in.md#forgotten-password). */
export const PASSWORD_RESET_PER_IP = { limit: 20, windowSeconds: 3600 }
export const PASSWORD_RESET_PER_EMAIL = { limit: 3, windowSeconds: 900 }

/** Minimum seconds between two verification mails to one address. */
export const RESEND_INTERVAL_SECONDS = 120
const SWEEP_INTERVAL_MS = 3_600_000

export function createAuthLimiters(
  clock: Clock,
  store: RateLimitRepository,
  overrides: Partial<RateLimitSettings> = {},
) {
  const rules = { ...defaultRateLimits, ...overrides }
  const limiter = (name: keyof RateLimitSettings) => new RateLimiter(rules[name], clock, store, name)
  let lastSweep = 0
  return {
    loginPerIp: limiter('loginPerIp'),
    loginFailuresPerClient: limiter('loginFailuresPerClient'),
    loginFailuresPerAccount: limiter('loginFailuresPerAccount'),
    loginSlowedPerAccount: limiter('loginSlowedPerAccount'),
    registerPerIp: limiter('registerPerIp'),
    verifyPerIp: limiter('verifyPerIp'),
    verifyPerEmail: limiter('verifyPerEmail'),
    resendPerIp: limiter('resendPerIp'),
    /** Wrong current passwords when changing the password, per user. */
    passwordChange: new RateLimiter(rules.loginFailuresPerClient, clock, store, 'passwordChange'),
    /** Wrong two-factor codes (sign-in's second step, enrolment, recovery codes), per user. */
    twoFactorCodes: new RateLimiter(rules.loginFailuresPerClient, clock, store, 'twoFactorCodes'),
    /** One verification (or notice) mail per address per RESEND_INTERVAL_SECONDS, known or not. */
    mailPerEmail: new RateLimiter(
      { limit: 1, windowSeconds: RESEND_INTERVAL_SECONDS },
      clock,
      store,
      'mailPerEmail',
    ),
    /** Forgotten-password requests per client address and per address, known or not. */
    passwordResetPerIp: new RateLimiter(PASSWORD_RESET_PER_IP, clock, store, 'passwordResetPerIp'),
    passwordResetPerEmail: new RateLimiter(PASSWORD_RESET_PER_EMAIL, clock, store, 'passwordResetPerEmail'),
    /** Housekeeping at most hourly: windows that ended are of no use. */
    async sweep(): Promise<void> {
      const now = clock.now().getTime()
      if (now - lastSweep < SWEEP_INTERVAL_MS) return
      lastSweep = now
      await store.deleteExpired(new Date(now).toISOString())
    },
  }
}
export type AuthLimiters = ReturnType<typeof createAuthLimiters>
