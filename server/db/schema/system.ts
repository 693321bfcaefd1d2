import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, id, instant } from './columns'
import { searchIndex, searchTextColumn } from './search-text'

// Activity log, system settings, idempotency keys.

export const activityLog = pgTable(
  'activity_log',
  {
    id: id(),
    timestamp: instant('timestamp').notNull(),
    userId: text('user_id'),
    user: text('user').notNull(),
    userEmail: text('user_email').notNull().default(''),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    // user, website, payment, system, security
    type: text('type').notNull().default('system'),
    // success, info, warning, error
    severity: text('severity').notNull().default('info'),
    ipAddress: text('ip_address'),
    searchText: searchTextColumn('user', 'user_email', 'action', 'details'),
  },
  (t) => [
    index('activity_log_timestamp_idx').on(t.timestamp),
    index('activity_log_type_idx').on(t.type),
    searchIndex('activity_log_search_trgm', t.searchText),
  ],
)

export const systemSettings = pgTable('system_settings', {
  // One row per settings document; the product uses key 'system'.
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: instant('updated_at').notNull(),
  updatedBy: text('updated_by'),
})

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // Keys are scoped by caller (user id, or 'anonymous') so two users cannot collide.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    // SHA-256 of method, path and body: the same key with a different request is refused.
    requestHash: text('request_hash').notNull(),
    // 0 while the first request is still running, then the HTTP status of its answer.
    status: integer('status').notNull().default(0),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)

// The audit trail: every change of a record with the fields before and after; append-only, never
// pruned, and without foreign keys so it outlives the records it describes.
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: id(),
    at: instant('at').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull().default(''),
    ipAddress: text('ip_address'),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    // create, update, delete
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    searchText: searchTextColumn('actor_name', 'actor_email', 'record_id'),
  },
  (t) => [
    index('audit_trail_at_idx').on(t.at),
    index('audit_trail_record_id_idx').on(t.recordId),
    index('audit_trail_resource_idx').on(t.resource),
    index('audit_trail_actor_id_idx').on(t.actorId),
    searchIndex('audit_trail_search_trgm', t.searchText),
  ],
)

// Runs of scheduled jobs: the row is the run's claim on its slot (id `<job>:<slot start ISO>`), written
// before the job does anything, so two processes on one database never run the same slot.
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    slot: instant('slot').notNull(),
    startedAt: instant('started_at').notNull(),
    finishedAt: instant('finished_at'),
    // running, succeeded, failed
    outcome: text('outcome').notNull().default('running'),
    summary: text('summary'),
    items: integer('items').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('job_runs_job_idx').on(t.job, t.startedAt), index('job_runs_started_at_idx').on(t.startedAt)],
)
