import { defineResource } from '../kernel/resource'
import { jobRunRecordSchema } from './job-run.shared'

/** Runs of scheduled jobs, each claiming its slot (docs/rules/jobs.md#claims). */
export const jobRunResource = defineResource({
  name: 'jobRuns',
  table: 'job_runs',
  schema: jobRunRecordSchema,
  searchFields: [],
  unique: [],
  indexed: ['job', 'startedAt'],
  timestamps: ['slot', 'startedAt', 'finishedAt'],
  defaultOrder: 'startedAt',
})
