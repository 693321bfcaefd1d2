import type { UserRole } from './users/user.shared'

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
  }
}
