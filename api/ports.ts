/**
 * Ports: the seams of the API that differ per host (server: Drizzle over PGlite/PostgreSQL,
 * service worker: Dexie, tests: in-memory). `createApi(ports)` in api/app.ts takes an `ApiPorts`.
 *
 * Contract for every implementation:
 * - Ids are strings (UUIDs from `Ids`); the API supplies every id and timestamp, repositories
 *   store what they are given and never invent values.
 * - Timestamps are ISO-8601 strings with offset (the API writes `Date#toISOString()`, i.e. `...Z`);
 *   return them in the same format (`new Date(dbValue).toISOString()`).
 * - Money is an integer number of TRY. Absent values are `null` (never `undefined`) in records.
 * - Nested objects (contactPreferences, limitations, features, hostingInfo, domainInfo) are stored as
 *   JSON and returned as the same structure.
 * - Emails (and website domains) are stored as given: the API lower-cases them with plain
 *   `toLowerCase()` (not tr-TR, where 'I' becomes 'ı') before any write or lookup, so equality
 *   lookups on `email` / `domain` are exact.
 * - `list`/`count` filters are equality on the named fields (`null` matches NULL); `search` is a
 *   case-insensitive substring match on the repository's search fields (listed per repository).
 *   Default order: `createdAt` (activity log: `timestamp`) descending, ties broken by `id`.
 * - `update` applies only the keys present in the patch and returns the updated record, or `null`
 *   when the id does not exist. `delete` returns whether a row was removed.
 * - `transaction(fn)` runs `fn` with repositories bound to one database transaction; an exception
 *   rolls it back and is rethrown. Calling `transaction` on already-bound repositories just runs `fn`.
 *
 * CHANGELOG:
 * - v1: initial version.
 * - v1.1: RefreshTokensRepository.listChildren, EmailVerificationsRepository.incrementFailedAttempts,
 *   Config.rateLimits / maxConcurrentHashes (all present since the first hour).
 * - v1.2: note: emails/domains are lower-cased with plain toLowerCase() (was tr-TR: broke 'I').
 * - v1.3: Config.google (optional, additive): Google sign-in settings; absent → Google is unavailable.
 * - v1.4 (core loop): Repositories.websiteRequests, customerRequests, supportTickets, notifications,
 *   invoices, uploads; RefreshTokensRepository.revokeOtherFamilies; ApiPorts.files (FileStore,
 *   optional: without it the upload calls answer 503).
 */
import type { ActivityLogEntry } from './schemas/activity-log'
import type { CustomerRequestRecord, SupportTicketRecord } from './schemas/customer-request'
import type { InvoiceRecord } from './schemas/invoice'
import type { NotificationRecord } from './schemas/notification'
import type { UploadRecord } from './schemas/upload'
import type { WebsiteRequestRecord } from './schemas/website-request'
import type { WebsiteRequestStatus } from './schemas/website-request-status'
import type {
  EmailVerificationRecord,
  IdempotencyKeyRecord,
  OutgoingMailRecord,
  RefreshTokenRecord,
} from './schemas/auth-records'
import type { PackageRecord } from './schemas/package'
import type { SystemSettings } from './schemas/settings'
import type { UserRecord } from './schemas/user'
import type { WebsiteRecord } from './schemas/website'

export type SortDirection = 'asc' | 'desc'

export interface ListOptions<T> {
  filter?: { [K in keyof T]?: T[K] | null }
  search?: string
  limit?: number
  offset?: number
  orderBy?: { field: keyof T & string; direction: SortDirection }
}

export type CountOptions<T> = Pick<ListOptions<T>, 'filter' | 'search'>

// The generic shape shared by the entity repositories.
export interface CrudRepository<T extends { id: string }> {
  findById(id: string): Promise<T | null>
  list(options?: ListOptions<T>): Promise<T[]>
  count(options?: CountOptions<T>): Promise<number>
  /** Inserts the full record; throws on a duplicate id or a violated unique constraint. */
  create(record: T): Promise<T>
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | null>
  delete(id: string): Promise<boolean>
}

/** search fields: name, email. Unique: email; (googleIssuer, googleSubject) when both set. */
export interface UsersRepository extends CrudRepository<UserRecord> {
  findByEmail(email: string): Promise<UserRecord | null>
  findByGoogleIdentity(issuer: string, subject: string): Promise<UserRecord | null>
}

/** search fields: name, domain, ownerEmail. Unique: domain. */
export interface WebsitesRepository extends CrudRepository<WebsiteRecord> {
  findByDomain(domain: string): Promise<WebsiteRecord | null>
}

/** search fields: name, description. */
export type PackagesRepository = CrudRepository<PackageRecord>

/** Unique: tokenHash. */
export interface RefreshTokensRepository {
  create(record: RefreshTokenRecord): Promise<RefreshTokenRecord>
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>
  findById(id: string): Promise<RefreshTokenRecord | null>
  /**
   * Compare-and-set: sets rotatedAt only if it is still null (`UPDATE … WHERE id = ? AND rotated_at IS
   * NULL`). Returns true when this call rotated it — two parallel refreshes cannot both win.
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
  /** True when the family has a token with revokedAt null and expiresAt > now. */
  isFamilyActive(familyId: string, now: string): Promise<boolean>
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
   * Atomically adds 1 to failedAttempts (`UPDATE … SET failed_attempts = failed_attempts + 1
   * RETURNING failed_attempts`) and returns the new value; null when the id does not exist.
   * Parallel guesses therefore cannot exceed the attempt limit.
   */
  incrementFailedAttempts(id: string): Promise<number | null>
  /** Removes every verification row of the user (user deletion). */
  deleteForUser(userId: string): Promise<void>
}

/** search fields: user, userEmail, action, details. Default order: timestamp descending. */
export interface ActivityLogRepository {
  append(entry: ActivityLogEntry): Promise<ActivityLogEntry>
  list(options?: ListOptions<ActivityLogEntry>): Promise<ActivityLogEntry[]>
  count(options?: CountOptions<ActivityLogEntry>): Promise<number>
  /** Keeps the `keep` newest entries (by timestamp, then id) and removes the rest. */
  pruneToLatest(keep: number): Promise<void>
}

/** Primary key: (scope, key). */
export interface IdempotencyKeysRepository {
  find(scope: string, key: string): Promise<IdempotencyKeyRecord | null>
  /** Insert-if-absent; returns false (and changes nothing) when (scope, key) already exists. */
  claim(record: IdempotencyKeyRecord): Promise<boolean>
  complete(scope: string, key: string, result: { status: number; body: string }): Promise<void>
  release(scope: string, key: string): Promise<void>
  deleteOlderThan(before: string): Promise<number>
}

/** Every mail the API sends is recorded here first (SMTP or not); newest first. */
export interface OutboxRepository {
  create(record: OutgoingMailRecord): Promise<OutgoingMailRecord>
  update(id: string, patch: Partial<Omit<OutgoingMailRecord, 'id'>>): Promise<OutgoingMailRecord | null>
  list(options?: ListOptions<OutgoingMailRecord>): Promise<OutgoingMailRecord[]>
  count(options?: CountOptions<OutgoingMailRecord>): Promise<number>
}

/** One stored settings object. `get` returns null before the first `put`. */
export interface SettingsRepository {
  get(): Promise<Partial<SystemSettings> | null>
  put(settings: SystemSettings): Promise<void>
}

/** search fields: websiteName, email, companyName. Unique: requestNumber. */
export interface WebsiteRequestsRepository extends CrudRepository<WebsiteRequestRecord> {
  /**
   * Compare-and-set: applies `patch` only while the status is still `expected` (`UPDATE … WHERE id = ?
   * AND status = ?`). Returns the updated record, or null (no such id, or the status moved on).
   */
  updateIfStatus(
    id: string,
    expected: WebsiteRequestStatus,
    patch: Partial<Omit<WebsiteRequestRecord, 'id'>>,
  ): Promise<WebsiteRequestRecord | null>
}

/** search fields: title, description, website. */
export type CustomerRequestsRepository = CrudRepository<CustomerRequestRecord>

/** search fields: title, description. */
export type SupportTicketsRepository = CrudRepository<SupportTicketRecord>

/** search fields: title, message. Read marks: one per (notification, user); gone with either. */
export interface NotificationsRepository extends CrudRepository<NotificationRecord> {
  /** Notifications with status 'sent' whose recipientIds contain userId; createdAt desc, then id. */
  listForRecipient(userId: string, page?: { limit?: number; offset?: number }): Promise<NotificationRecord[]>
  /** How many listForRecipient would return (only those without a read mark, when unreadOnly). */
  countForRecipient(userId: string, options?: { unreadOnly?: boolean }): Promise<number>
  /** Insert-if-absent of the read mark. */
  markRead(notificationId: string, userId: string, at: string): Promise<void>
  /** Which of `notificationIds` the user has read. */
  readIds(userId: string, notificationIds: string[]): Promise<string[]>
}

/** search fields: number, customerName, customerEmail. Unique: number. */
export type InvoicesRepository = CrudRepository<InvoiceRecord>

/** search fields: originalName. Unique: storageKey. */
export type UploadsRepository = CrudRepository<UploadRecord>

export interface Repositories {
  users: UsersRepository
  refreshTokens: RefreshTokensRepository
  emailVerifications: EmailVerificationsRepository
  websites: WebsitesRepository
  activityLog: ActivityLogRepository
  idempotencyKeys: IdempotencyKeysRepository
  outbox: OutboxRepository
  settings: SettingsRepository
  packages: PackagesRepository
  websiteRequests: WebsiteRequestsRepository
  customerRequests: CustomerRequestsRepository
  supportTickets: SupportTicketsRepository
  notifications: NotificationsRepository
  invoices: InvoicesRepository
  uploads: UploadsRepository
  transaction<R>(fn: (tx: Repositories) => Promise<R>): Promise<R>
  /** Optional: reported by GET /health as `database`. */
  health?(): Promise<{ ok: boolean; driver: string }>
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(hash: string, password: string): Promise<boolean>
  needsRehash?(hash: string): boolean
}

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

/**
 * The API writes every message into `repos.outbox` itself and then calls `send`; a Mailer only
 * delivers (SMTP, or a console line) and must not write the outbox again.
 */
export interface Mailer {
  /** Delivers the message; throws on failure (the API records the error in the outbox row). */
  send(message: MailMessage): Promise<void>
  /** Optional: reported by GET /health as `mail` (e.g. 'smtp', 'outbox', 'emulated'). */
  transport?: string
}

/**
 * Bytes by key (uploads). Keys are the API's own (`<userId>/<uploadId>`: letters, digits, '-', '_'
 * and '/'); a host refuses anything else. `put` replaces atomically: a reader sees the old bytes or
 * the new ones, never a part.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>
  /** null when the key does not exist. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Returns whether something was removed. */
  delete(key: string): Promise<boolean>
}

export interface Clock {
  now(): Date
}

export interface Ids {
  uuid(): string
}

export interface Secrets {
  /** HS256 signing key of access tokens (and HMAC key of CSRF tokens and code hashes). */
  jwtSecret: string
  /** AES-256-GCM; the output is self-contained text (e.g. base64url of iv + ciphertext + tag). */
  encrypt(plain: string): Promise<string>
  decrypt(cipher: string): Promise<string>
}

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
  /** Overrides of the in-memory rate limits (defaults in api/auth/rate-limits.ts). */
  rateLimits?: Partial<RateLimitSettings>
  /** Password hashes running at once (default 4); more wait in a queue of at most 64, then 429. */
  maxConcurrentHashes?: number
  /** Google sign-in (OIDC). Absent (service worker, no GOOGLE_CLIENT_ID): Google is unavailable. */
  google?: GoogleSignInConfig
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
  /** Failed logins for one email address (known or not). */
  loginFailuresPerAccount: RateLimitRule
  registerPerIp: RateLimitRule
  /** Code and link verification attempts. */
  verifyPerIp: RateLimitRule
  verifyPerEmail: RateLimitRule
  resendPerIp: RateLimitRule
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export interface ApiPorts {
  repos: Repositories
  passwords: PasswordHasher
  mailer: Mailer
  clock: Clock
  ids: Ids
  secrets: Secrets
  config: Config
  logger: Logger
  /** Upload storage (server: DATA_DIR/uploads; service worker: IndexedDB). */
  files?: FileStore
  /**
   * The client's IP as the host knows it (node-server: the socket address, or X-Forwarded-For only
   * behind a trusted proxy). `env` is Hono's `c.env`. Missing → rate limits per IP use 'unknown'.
   */
  clientIp?(request: Request, env: unknown): string | null
}
