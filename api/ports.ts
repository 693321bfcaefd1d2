/**
 * Ports: the seams of the API that differ per host (server: Drizzle over PGlite/PostgreSQL,
 * service worker: Dexie, tests: in-memory). `createApi(ports)` in api/app.ts takes an `ApiPorts`.
 * This file holds the two aggregates; the port interfaces live in api/ports/.
 *
 * Repositories: every declared resource (api/kernel/resources.ts) gets the generic repository of
 * api/ports/crud-repository.ts, built by each store from the declaration; `repos.resource(declaration)`
 * returns it for any resource. The named repositories below are those generic repositories with the few
 * finders written once over them (api/kernel/resource-repositories.ts), plus the stores that are not
 * resources (idempotency keys, the settings document) and the one query no generic repository expresses
 * (the notification feed). docs/resources.md has the rules.
 *
 * Contract for every implementation:
 * - Ids are strings; the API supplies every id and timestamp, repositories store what they are given.
 * - Timestamps are ISO-8601 strings; stores return `new Date(value).toISOString()`.
 * - Money is an integer number of TRY. Absent values are `null` (never `undefined`) in records.
 * - Nested objects are stored as JSON and returned as the same structure.
 * - Emails and website domains are lower-cased by the API (api/lib/input-rules.shared.ts) before any write or
 *   lookup; their unique keys are case-insensitive in every store.
 * - `transaction(fn)` runs `fn` with repositories bound to one database transaction; an exception
 *   rolls it back and is rethrown. Calling `transaction` on already-bound repositories just runs `fn`.
 * - `lock(name)` inside `transaction(fn)` serialises the transactions that take the same name: the
 *   second waits until the first has committed or rolled back, then reads what it left. It is for a
 *   rule over several rows that no single compare-and-set can hold (the last active admin).
 *
 * CHANGELOG:
 * - v1.5: the ports were split by area into api/ports/*.ts.
 * - v2 (resource kernel): repositories derive from resource declarations; CrudRepository gains findOne
 *   and updateWhere (compare-and-set), and delete applies the declared ON DELETE in every store;
 *   `repos.outbox` is now `repos.mailQueue` (the service worker's outbox of offline writes is another
 *   thing); `repos.resource(declaration)`.
 * - v2.1: `lock(name)`, a lock held until the end of the transaction; the generic repository of an
 *   append-only resource (`appendOnly` in its declaration) refuses update, updateWhere and delete.
 */
import type {
  EmailVerificationsRepository,
  RefreshTokensRepository,
  UsersRepository,
} from './ports/auth-repositories'
import type { InvoicePdfMaker } from './invoices/invoice-pdf.shared'
import type { PushSender } from './ports/push'
import type { PaymentGateway } from './ports/payment-gateway'
import type { BackupStore } from './ports/backup-store'
import type { AppendOnlyDeclaration, ResourceDeclaration } from './kernel/resource'
import type { Config } from './ports/config'
import type { DnsLookup } from './ports/dns'
import type { RateLimitRepository } from './ports/rate-limit-repository'
import type { SmtpConnector } from './ports/smtp'
import type { AppendOnlyRepository, CrudRepository } from './ports/crud-repository'
import type {
  CustomerRequestsRepository,
  NotificationsRepository,
  SupportTicketsRepository,
  UploadsRepository,
  WebsiteRequestsRepository,
} from './ports/resource-repositories'
import type {
  Clock,
  EventBus,
  FileStore,
  Ids,
  ImageResizer,
  Logger,
  Mailer,
  PasswordHasher,
  Secrets,
} from './ports/infrastructure'
import type {
  ActivityLogRepository,
  IdempotencyKeysRepository,
  MailQueueRepository,
  PackagesRepository,
  SettingsRepository,
  WebsitesRepository,
} from './ports/platform-repositories'

export interface Repositories {
  /**
   * The generic repository of any declared resource (api/kernel/resources.ts). An append-only resource's
   * has no update, updateWhere or delete.
   */
  resource<T extends { id: string }>(declaration: AppendOnlyDeclaration<T>): AppendOnlyRepository<T>
  resource<T extends { id: string }>(declaration: ResourceDeclaration<T>): CrudRepository<T>
  users: UsersRepository
  refreshTokens: RefreshTokensRepository
  emailVerifications: EmailVerificationsRepository
  websites: WebsitesRepository
  activityLog: ActivityLogRepository
  idempotencyKeys: IdempotencyKeysRepository
  rateLimits: RateLimitRepository
  /** The mail queue (not the service worker's outbox of offline writes). */
  mailQueue: MailQueueRepository
  settings: SettingsRepository
  packages: PackagesRepository
  websiteRequests: WebsiteRequestsRepository
  customerRequests: CustomerRequestsRepository
  supportTickets: SupportTicketsRepository
  notifications: NotificationsRepository
  uploads: UploadsRepository
  transaction<R>(fn: (tx: Repositories) => Promise<R>): Promise<R>
  /**
   * Inside transaction(fn): waits until no other transaction holds the lock `name`, then holds it until
   * this transaction ends. Outside a transaction it does nothing. PostgreSQL takes a transaction-scoped
   * advisory lock (its transactions run side by side under read committed); the stores whose
   * transactions already run one at a time (memory, IndexedDB's read-write transaction over every
   * table) have nothing to wait for.
   */
  lock(name: string): Promise<void>
  /** Optional: reported by GET /health as `database`. */
  health?(): Promise<{ ok: boolean; driver: string }>
  /**
   * Optional: refreshes the query planner's statistics where nothing else does (PGlite has no autovacuum;
   * PostgreSQL's keeps them itself). Answers whether it ran (docs/rules/jobs.md#sweeps).
   */
  refreshStatistics?(): Promise<boolean>
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
  /** Smaller WebP copies of images for srcset (server: sharp). Missing: pages show the originals alone. */
  images?: ImageResizer
  /** Makes invoices' PDFs (server). Missing: the PDF route answers what the page needs to make it. */
  invoicePdf?: InvoicePdfMaker
  /** Backups of the data (docs/rules/backups.md). Missing: the backup routes answer 503. */
  backups?: BackupStore
  /** Live events across the processes sharing the database (default: this process only). */
  events?: EventBus
  /** Web Push (server: VAPID keys in DATA_DIR; demo: the service worker shows it). Missing: push is off. */
  push?: PushSender
  /** A card gateway's hosted checkout (server: iyzico when configured). Missing: no card payments. */
  payments?: PaymentGateway
  /** SMTP from the system settings (server); missing: the `mailer` delivers everything. */
  smtp?: SmtpConnector
  /** DNS questions of the custom-domain check (server: node:dns). Missing: domains cannot be checked. */
  dns?: DnsLookup
  /**
   * The client's IP as the host knows it (node-server: the socket address, or X-Forwarded-For only
   * behind a trusted proxy). `request` is the request, or anything that reads its headers (the Node
   * host's published sites make no Request for it); `env` is Hono's `c.env`. Missing → rate limits per IP use 'unknown'.
   */
  clientIp?(request: { headers: { get(name: string): string | null } }, env: unknown): string | null
  /**
   * Whether an error means the store cannot be reached right now (a cut connection, a database that is
   * down): answered 503 with Retry-After instead of 500. Missing → every unexpected error is a 500.
   */
  storeUnavailable?(error: unknown): boolean
}
