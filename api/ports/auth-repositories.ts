import type { EmailVerificationRecord, RefreshTokenRecord } from '../auth/auth-records.shared'
import type { UserRecord } from '../users/user.shared'
import type { CrudRepository } from './crud-repository'

// Accounts and sign-in: users, refresh-token families and email verifications (contract: api/ports.ts).

/** Declared in api/users/user-resource.ts. */
export interface UsersRepository extends CrudRepository<UserRecord> {
  findByEmail(email: string): Promise<UserRecord | null>
  findByGoogleIdentity(issuer: string, subject: string): Promise<UserRecord | null>
}

/** Declared in api/auth/refresh-token-resource.ts; written once in api/auth/refresh-token-records.ts. */
export interface RefreshTokensRepository {
  create(record: RefreshTokenRecord): Promise<RefreshTokenRecord>
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>
  findById(id: string): Promise<RefreshTokenRecord | null>
  /**
   * Compare-and-set: sets rotatedAt only if it is still null (`updateWhere`). Returns true when this
   * call rotated it — two parallel refreshes cannot both win.
   */
  markRotated(id: string, at: string): Promise<boolean>
  /** Sets revokedAt on every not yet revoked token of the family. */
  revokeFamily(familyId: string, at: string): Promise<void>
  /** Sets revokedAt on every not yet revoked token of the user (password change, suspension). */
  revokeAllForUser(userId: string, at: string): Promise<void>
  /** Like revokeAllForUser, but the family `keepFamilyId` stays (the session changing the password). */
  revokeOtherFamilies(userId: string, keepFamilyId: string, at: string): Promise<void>
  /** The tokens whose parentId is `parentId` (rotation children; more than one after a grace reuse). */
  listChildren(parentId: string): Promise<RefreshTokenRecord[]>
  /** True when the family has a token of `userId` with revokedAt null and expiresAt > now. */
  isFamilyActive(familyId: string, now: string, userId: string): Promise<boolean>
  /** Housekeeping: removes tokens whose expiresAt is before `before`. Returns the number removed. */
  deleteExpired(before: string): Promise<number>
}

/** At most one row per userId matters: the newest (by createdAt). */
export interface EmailVerificationsRepository {
  create(record: EmailVerificationRecord): Promise<EmailVerificationRecord>
  findLatestForUser(userId: string): Promise<EmailVerificationRecord | null>
  findByLinkTokenHash(linkTokenHash: string): Promise<EmailVerificationRecord | null>
  update(
    id: string,
    patch: Partial<Omit<EmailVerificationRecord, 'id'>>,
  ): Promise<EmailVerificationRecord | null>
  /**
   * Atomically adds 1 to failedAttempts (compare-and-set, retried) and returns the new value; null when
   * the id does not exist. Parallel guesses therefore cannot exceed the attempt limit.
   */
  incrementFailedAttempts(id: string): Promise<number | null>
  /** Removes every verification row of the user (user deletion). */
  deleteForUser(userId: string): Promise<void>
}
