// What the host tells the API about itself: URLs, token lifetimes, demo rules, rate limits and Google
// sign-in (contract: api/ports.ts).

export interface Config {
  /** Absolute base URL of the PWA, no trailing slash: links in mail. */
  publicUrl: string
  /** Server: false (demo tokens are refused). Service worker: true. */
  acceptsDemoTokens: boolean
  /** The service worker issues demo tokens (claim `demo: true`, issuer 'sitekur-demo'). */
  issuesDemoTokens: boolean
  /** Access token lifetime in seconds (default 900). */
  accessTokenTtlSeconds?: number
  /** Refresh token lifetime in days (default 30). */
  refreshTokenTtlDays?: number
  /** Optional text shown in /health (e.g. the app version). */
  version?: string
  /** Overrides of the rate limits (defaults in api/auth/rate-limits.ts; counters in repos.rateLimits). */
  rateLimits?: Partial<RateLimitSettings>
  /** Password hashes running at once (default 4); more wait in a queue of at most 64, then 429. */
  maxConcurrentHashes?: number
  /** Google sign-in (OIDC). Absent (service worker, no GOOGLE_CLIENT_ID): Google is unavailable. */
  google?: GoogleSignInConfig
  /**
   * The invoice numbers' series prefix (default 'INV'): the offline demo says 'INV-DEMO', so its numbers
   * never come from the real series (docs/rules/invoices-and-plans.md#numbers).
   */
  invoiceNumberPrefix?: string
  /** Campaign mails per second, all processes together, 0 = no limit (default 10; docs/rules/email-campaigns.md#throttle). */
  campaignRatePerSecond?: number
  /**
   * Where customers point their own domains (docs/rules/custom-domains.md): the server's public addresses
   * and the host name a CNAME may name. Missing (the service worker): domains cannot be checked.
   */
  siteTargets?: SiteTargets
  /** The forms' time trap: how long after its page a form may be sent (default 2000 ms; 0 turns it off). */
  formMinAgeMs?: number
}

export interface SiteTargets {
  ipv4: string[]
  ipv6: string[]
  /** A CNAME to this host name (lower-case) routes a domain too. */
  cname: string
  /** Who may ask whether a certificate may be issued (the TLS proxy): loopback, and these addresses. */
  tlsAskFrom: string[]
}

export interface GoogleSignInConfig {
  clientId: string
  /** Stays on the server: only the token request carries it. */
  clientSecret: string
  /** OIDC issuer; endpoints come from `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  /** Lower-cased addresses whose Google sign-in makes an admin (premium). */
  adminEmails: string[]
}

export interface RateLimitRule {
  limit: number
  windowSeconds: number
}

export interface RateLimitSettings {
  /** Every login attempt from one client IP. */
  loginPerIp: RateLimitRule
  /** Failed logins for one email address (known or not) from one client address. */
  loginFailuresPerClient: RateLimitRule
  /** Failed logins for one email address from anywhere; past it, unknown devices are slowed. */
  loginFailuresPerAccount: RateLimitRule
  /** Attempts per window for a slowed account from a device it has not seen. */
  loginSlowedPerAccount: RateLimitRule
  registerPerIp: RateLimitRule
  /** Code and link verification attempts. */
  verifyPerIp: RateLimitRule
  verifyPerEmail: RateLimitRule
  resendPerIp: RateLimitRule
}
