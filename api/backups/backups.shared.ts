import { z } from 'zod'
import { jobRunOutcomeSchema } from '../jobs/job-run.shared'
import { nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// The wire format of backups, 'Clear Database' and the jobs API (docs/rules/backups.md,
// docs/rules/jobs.md#the-jobs-api).

export const backupInfoSchema = z.object({
  name: z.string(),
  /** Bytes, compressed. */
  size: z.number().int().min(0),
  createdAt: timestampSchema,
  kind: z.enum(['auto', 'manual', 'clear']),
})
export type BackupInfoView = z.infer<typeof backupInfoSchema>

export const backupListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** False where this host keeps no backups: the list is empty and taking one answers 503. */
    available: z.boolean(),
    backups: z.array(backupInfoSchema),
    lastBackupAt: nullableTimestampSchema,
  }),
})
export type BackupListResponse = z.infer<typeof backupListResponseSchema>

export const backupTakenResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ backup: backupInfoSchema }),
})

export const backupNameParamsSchema = z.object({ name: z.string().min(1).max(200) })

export const clearDatabaseInputSchema = z.object({ confirmation: z.string().max(200).default('') })

export const clearDatabaseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ backup: backupInfoSchema, removed: z.number().int().min(0) }),
})

export const jobRunViewSchema = z.object({
  id: z.string(),
  slot: timestampSchema,
  startedAt: timestampSchema,
  finishedAt: nullableTimestampSchema,
  outcome: jobRunOutcomeSchema,
  summary: z.string().nullable(),
  items: z.number().int(),
  failures: z.number().int(),
  error: z.string().nullable(),
})
export type JobRunView = z.infer<typeof jobRunViewSchema>

export const jobViewSchema = z.object({
  name: z.string(),
  /** The job's Turkish name. */
  label: z.string(),
  /** Five-field cron, in Europe/Istanbul. */
  schedule: z.string(),
  timeZone: z.string(),
  /** The next scheduled run (null where nothing is scheduled, e.g. the offline demo). */
  nextRunAt: nullableTimestampSchema,
  /** Running in the process that answered. */
  running: z.boolean(),
  /** The newest runs first. */
  runs: z.array(jobRunViewSchema),
})
export type JobView = z.infer<typeof jobViewSchema>

export const jobListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ jobs: z.array(jobViewSchema) }),
})
export type JobListResponse = z.infer<typeof jobListResponseSchema>

export const jobNameParamsSchema = z.object({ name: z.string().min(1).max(64) })

export const jobRunResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ run: jobRunViewSchema }),
})
