/**
 * Ports: the seams of the API that differ per host (server: Drizzle over PGlite/PostgreSQL,
 * service worker: Dexie, tests: in-memory). `createApi(ports)` in api/app.ts takes an `ApiPorts`.
 * This file holds the contract and the two aggregates; the port interfaces live in api/ports/:
 * crud-repository.ts (list semantics), auth-repositories.ts, platform-repositories.ts,
 * core-loop-repositories.ts, infrastructure.ts (hashing, mail, files, clock, ids, secrets, logging)
 * and config.ts.
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
 * - v1.5: no change to any interface: the ports were split by area into api/ports/*.ts (import each
 *   from its file); user deletion now removes the user's upload rows itself (memory stores do not
 *   cascade) and then their bytes through `files.delete`.
 */
import type {
  EmailVerificationsRepository,
  RefreshTokensRepository,
  UsersRepository,
} from './ports/auth-repositories'
import type { Config } from './ports/config'
import type {
  CustomerRequestsRepository,
  InvoicesRepository,
  NotificationsRepository,
  SupportTicketsRepository,
  UploadsRepository,
  WebsiteRequestsRepository,
} from './ports/core-loop-repositories'
import type { Clock, FileStore, Ids, Logger, Mailer, PasswordHasher, Secrets } from './ports/infrastructure'
import type {
  ActivityLogRepository,
  IdempotencyKeysRepository,
  OutboxRepository,
  PackagesRepository,
  SettingsRepository,
  WebsitesRepository,
} from './ports/platform-repositories'

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
