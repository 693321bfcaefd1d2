import type { ActivityLogEntry } from '../activity/activity-log.shared'
import type { IdempotencyKeyRecord, OutgoingMailRecord } from '../auth/auth-records.shared'
import type { PackageRecord } from '../packages/package.shared'
import type { SystemSettings } from '../settings/settings.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import type { CountOptions, CrudRepository, ListOptions } from './crud-repository'

// The back office's catalogue and the platform's own records: websites, packages, the activity log,
// idempotency keys, the mail outbox and the settings (contract: api/ports.ts).

/** Declared in api/websites/website-resource.ts. */
export interface WebsitesRepository extends CrudRepository<WebsiteRecord> {
  findByDomain(domain: string): Promise<WebsiteRecord | null>
}

/** Declared in api/packages/package-resource.ts. */
export type PackagesRepository = CrudRepository<PackageRecord>

/** Declared in api/activity/activity-resource.ts. */
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

/** The mail queue: every mail the API sends is recorded here first (SMTP or not); newest first. */
export type MailQueueRepository = CrudRepository<OutgoingMailRecord>

/** One stored settings object. `get` returns null before the first `put`. */
export interface SettingsRepository {
  get(): Promise<Partial<SystemSettings> | null>
  put(settings: SystemSettings): Promise<void>
}
