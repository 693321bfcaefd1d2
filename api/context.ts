import type { UserRecord, UserRole } from './users/user.shared'

// Per-request values shared by the middleware and the handlers.
export interface AccessClaims {
  userId: string
  role: UserRole
  /** The refresh-token family this access token belongs to (logout revokes it). */
  sessionId: string
  demo: boolean
}

export interface ApiEnv {
  Variables: {
    /** Verified access-token claims, or null (no, invalid or expired bearer token). */
    claims: AccessClaims | null
    /**
     * The stored user behind the claims, looked up once per request (the idempotency check and the route's
     * access check both ask); unset until the first ask.
     */
    signedIn: Promise<UserRecord | null> | undefined
  }
}
