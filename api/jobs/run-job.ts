import { describeError, safeErrorMessage } from '../middleware/error-log'
import type { ApiPorts } from '../ports'
import type { JobRunRecord } from './job-run.shared'
import type { Services } from '../services'
import { toJobOutcome, type Job, type JobContext, type JobOutcome } from './job'
import type { JobRunService } from './job-run-service'

// One run of a job: claim the slot (create the row `<job>:<slot>`; a duplicate id means another process
// has it), do the work, write the outcome. docs/rules/jobs.md#claims

export { claimJobSlot, jobRunId, JOB_RUN_RETENTION_DAYS } from './job-run-service'

/**
 * Runs `job` for `slot` unless the slot is claimed already, the job is running in this process or the
 * host is stopping (then null). A failing run is recorded as failed and logged; it does not throw.
 * Like the route table's runRoute, this is where an entry point (the job's `run`) gets the whole
 * Services; the run's bookkeeping uses only the job runs, the clock and the log.
 */
export async function runJobSlot(
  services: Services,
  job: Job,
  slot: Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<JobRunRecord | null> {
  const work = (now: Date, context: JobContext) => job.run(services, now, context)
  return runOnce({ jobRuns: services.jobRuns, ports: services.ports }, job.name, slot, signal, work)
}

interface RunDeps {
  jobRuns: JobRunService
  ports: Pick<ApiPorts, 'clock' | 'logger'>
}

/** Runs `work` once for the slot unless the job is running in this instance already. */
async function runOnce(
  deps: RunDeps,
  name: string,
  slot: Date,
  signal: AbortSignal,
  work: (now: Date, context: JobContext) => Promise<string | JobOutcome>,
): Promise<JobRunRecord | null> {
  if (!deps.jobRuns.start(name)) return null
  try {
    return await runClaimedSlot(deps, name, slot, signal, work)
  } finally {
    deps.jobRuns.stop(name)
  }
}

async function runClaimedSlot(
  { jobRuns, ports }: RunDeps,
  name: string,
  slot: Date,
  signal: AbortSignal,
  work: (now: Date, context: JobContext) => Promise<string | JobOutcome>,
): Promise<JobRunRecord | null> {
  const { clock, logger } = ports
  if (signal.aborted) return null
  const claimed = await jobRuns.claim({ name }, slot)
  if (!claimed) return null
  let finished: JobRunRecord | null
  try {
    const { summary, items, failures } = toJobOutcome(await work(clock.now(), { signal }))
    finished = await jobRuns.finish(claimed.id, {
      finishedAt: clock.now().toISOString(),
      outcome: 'succeeded',
      summary: summary.slice(0, 500),
      items,
      failures,
    })
    logger.info('job finished', { job: name, slot: claimed.slot, summary, items, failures })
  } catch (error) {
    logger.error('job failed', { job: name, slot: claimed.slot, error: describeError(error) })
    finished = await jobRuns.finish(claimed.id, {
      finishedAt: clock.now().toISOString(),
      outcome: 'failed',
      error: safeErrorMessage(error instanceof Error ? error.message : String(error)),
    })
  }
  await jobRuns
    .prune(name)
    .catch((error: unknown) =>
      logger.warn('job run pruning failed', { job: name, error: describeError(error) }),
    )
  return finished
}
