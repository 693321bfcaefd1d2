import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// One run of a scheduled job (docs/rules/jobs.md#claims): the row is the run's claim on its slot, so two
// server processes on one database never run the same slot twice.

export const jobRunOutcomeSchema = z.enum(['running', 'succeeded', 'failed'])
export type JobRunOutcome = z.infer<typeof jobRunOutcomeSchema>

export const jobRunRecordSchema = z.object({
  /** `<job>:<slot start ISO>` — a second claim of the same slot is a duplicate id. */
  id: idSchema,
  job: z.string(),
  /** The instant the slot starts: the cron's scheduled time, or the instant of an on-demand run. */
  slot: timestampSchema,
  startedAt: timestampSchema,
  finishedAt: nullableTimestampSchema,
  outcome: jobRunOutcomeSchema,
  /** What the run did, in a line (counts), once it finished. */
  summary: z.string().nullable(),
  /** Units of work the run did, and those that failed (0 until it finished, or for a plain summary). */
  items: z.number().int().min(0),
  failures: z.number().int().min(0),
  error: z.string().nullable(),
})
export type JobRunRecord = z.infer<typeof jobRunRecordSchema>
