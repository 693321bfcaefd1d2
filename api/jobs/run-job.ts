import { describeError, safeErrorMessage } from '../middleware/error-log'
import type { CrudRepository } from '../ports/crud-repository'
import type { JobRunRecord } from '../schemas/job-run'
import type { Services } from '../services'
import { toJobOutcome, type Job } from './job'
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
      items: 0,
      failures: 0,
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

// The jobs running in this process, per API instance: the scheduler's runs and the admin's "run now"
// (POST /api/admin/jobs/{name}/run) never overlap one job in one process.
const runningJobs = new WeakMap<Services, Set<string>>()

/** True while `name` runs in this process with these services. */
export function isJobRunning(services: Services, name: string): boolean {
  return runningJobs.get(services)?.has(name) ?? false
}

/**
 * Runs `job` for `slot` unless the slot is claimed already, the job is running in this process or the
 * host is stopping (then null). A failing run is recorded as failed and logged; it does not throw.
 */
export async function runJobSlot(
  services: Services,
  job: Job,
  slot: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<JobRunRecord | null> {
  let running = runningJobs.get(services)
  if (!running) runningJobs.set(services, (running = new Set()))
  if (running.has(job.name)) return null
  running.add(job.name)
  try {
    return await runClaimedSlot(services, job, slot, signal)
  } finally {
    running.delete(job.name)
  }
}

async function runClaimedSlot(
  services: Services,
  job: Job,
  slot: Date,
  signal: AbortSignal,
): Promise<JobRunRecord | null> {
  const { clock, logger } = services.ports
  const repo = services.ports.repos.resource(jobRunResource)
  if (signal.aborted) return null
  const claimed = await claimJobSlot(repo, job, slot, clock.now())
  if (!claimed) return null
  let finished: JobRunRecord | null
  try {
    const { summary, items, failures } = toJobOutcome(await job.run(services, clock.now(), { signal }))
    finished = await repo.update(claimed.id, {
      finishedAt: clock.now().toISOString(),
      outcome: 'succeeded',
      summary: summary.slice(0, 500),
      items,
      failures,
    })
    logger.info('job finished', { job: job.name, slot: claimed.slot, summary, items, failures })
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
