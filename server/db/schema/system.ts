import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { activityResource } from '../../../api/activity/activity-resource'
import { auditResource } from '../../../api/audit/audit-resource'
import { jobRunResource } from '../../../api/jobs/job-run-resource'
import { createdAt, instant } from './columns'
import { resourceTable } from './resource-table'

// The activity log, the audit trail and job runs (derived from their declarations, plus what SQL alone
// knows); system settings and idempotency keys, which are not resources (a single document, a composite
// key), written by hand.

export const activityLog = resourceTable(activityResource, {
  defaults: { userEmail: '', details: '', type: 'system', severity: 'info' },
})

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

// The audit trail: every change of a record with the fields before and after; append-only (a trigger in
// its migration refuses UPDATE, DELETE and TRUNCATE), never pruned, and without foreign keys so it
// outlives the records it describes.
export const auditTrail = resourceTable(auditResource, { defaults: { actorEmail: '' } })

// Runs of scheduled jobs: the row is the run's claim on its slot (id `<job>:<slot start ISO>`), written
// before the job does anything, so two processes on one database never run the same slot.
export const jobRuns = resourceTable(jobRunResource, {
  defaults: { outcome: 'running', items: 0, failures: 0 },
  indexes: (t) => ({ job: index('job_runs_job_idx').on(t.job, t.startedAt) }),
})
