import { describeError, safeErrorMessage } from '../middleware/error-log'
import type { CrudRepository } from '../ports/crud-repository'
import type { JobRunRecord } from '../schemas/job-run'
import type { Services } from '../services'
import type { Job } from './job'
import { jobRunResource } from './job-run-resource'

// One run of a job: claim the slot (create the row `<job>:<slot>`; a duplicate id means another process
// has it), do the work, write the outcome. docs/rules/jobs.md#claims

/** Finished runs are kept this long, then pruned by the job's next run. */
export const JOB_RUN_RETENTION_DAYS = 30
const PRUNE_BATCH = 200

export function jobRunId(job: Pick<Job, 'name'>, slot: Date): string {
  return `${job.name}:${slot.toISOString()}`
}

/**
 * Creates the run's row, or answers null when the slot is taken. `create` throws on a duplicate id in
 * every store; the row being there afterwards tells a lost race from any other failure.
 */
export async function claimJobSlot(
  repo: CrudRepository<JobRunRecord>,
  job: Pick<Job, 'name'>,
  slot: Date,
  now: Date,
): Promise<JobRunRecord | null> {
  const id = jobRunId(job, slot)
  try {
    return await repo.create({
      id,
      job: job.name,
      slot: slot.toISOString(),
      startedAt: now.toISOString(),
      finishedAt: null,
      outcome: 'running',
      summary: null,
      error: null,
    })
  } catch (error) {
    if (await repo.findById(id)) return null
    throw error
  }
}

async function pruneJobRuns(repo: CrudRepository<JobRunRecord>, job: string, now: Date): Promise<void> {
  const before = now.getTime() - JOB_RUN_RETENTION_DAYS * 86_400_000
  const oldest = await repo.list({
    filter: { job },
    orderBy: { field: 'startedAt', direction: 'asc' },
    limit: PRUNE_BATCH,
  })
  for (const run of oldest) {
    if (Date.parse(run.startedAt) >= before) break
    await repo.delete(run.id)
  }
}

/**
 * Runs `job` for `slot` unless the slot is claimed already or the host is stopping (then null). A failing
 * run is recorded as failed and logged; it does not throw.
 */
export async function runJobSlot(
  services: Services,
  job: Job,
  slot: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<JobRunRecord | null> {
  const { clock, logger } = services.ports
  const repo = services.ports.repos.resource(jobRunResource)
  if (signal.aborted) return null
  const claimed = await claimJobSlot(repo, job, slot, clock.now())
  if (!claimed) return null
  let finished: JobRunRecord | null
  try {
    const summary = await job.run(services, clock.now(), { signal })
    finished = await repo.update(claimed.id, {
      finishedAt: clock.now().toISOString(),
      outcome: 'succeeded',
      summary: summary.slice(0, 500),
    })
    logger.info('job finished', { job: job.name, slot: claimed.slot, summary })
  } catch (error) {
    logger.error('job failed', { job: job.name, slot: claimed.slot, error: describeError(error) })
    finished = await repo.update(claimed.id, {
      finishedAt: clock.now().toISOString(),
      outcome: 'failed',
      error: safeErrorMessage(error instanceof Error ? error.message : String(error)),
    })
  }
  await pruneJobRuns(repo, job.name, clock.now()).catch((error: unknown) =>
    logger.warn('job run pruning failed', { job: job.name, error: describeError(error) }),
  )
  return finished
}
