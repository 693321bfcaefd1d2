import type { ApiPorts } from '../ports'
import type { CrudRepository } from '../ports/crud-repository'
import type { JobRunRecord } from './job-run.shared'
import type { Job } from './job'
import { jobRunResource } from './job-run-resource'

// The jobs' run records (docs/rules/jobs.md#claims): claiming a slot, writing how the run went, pruning
// old runs; and the jobs running in this API instance (the scheduler's runs and the admin's "run now",
// POST /api/admin/jobs/{name}/run, never overlap one job in one process).

/** Finished runs are kept this long, then pruned by the job's next run. */
export const JOB_RUN_RETENTION_DAYS = 30
const PRUNE_BATCH = 200

export function jobRunId(job: Pick<Job, 'name'>, slot: Date): string {
  return `${job.name}:${slot.toISOString()}`
}

/** Creates the run's row, or answers null when the slot is taken (by this or another process). */
export async function claimJobSlot(
  repo: CrudRepository<JobRunRecord>,
  job: Pick<Job, 'name'>,
  slot: Date,
  now: Date,
): Promise<JobRunRecord | null> {
  return repo.createIfAbsent({
    id: jobRunId(job, slot),
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

export function createJobRunService(ports: Pick<ApiPorts, 'repos' | 'clock'>) {
  const repo = () => ports.repos.resource(jobRunResource)
  const running = new Set<string>()
  return {
    /** Claims `slot` of `job` as of now; null when another run has it. */
    claim: (job: Pick<Job, 'name'>, slot: Date) => claimJobSlot(repo(), job, slot, ports.clock.now()),
    /** Writes how the claimed run went. */
    finish: (id: string, outcome: Partial<JobRunRecord>) => repo().update(id, outcome),
    /** Deletes the job's runs older than JOB_RUN_RETENTION_DAYS (a batch at a time). */
    prune: (job: string) => pruneJobRuns(repo(), job, ports.clock.now()),
    /** The job's newest `limit` runs, newest first. */
    recent: (job: string, limit: number) =>
      repo().list({ filter: { job }, orderBy: { field: 'startedAt', direction: 'desc' }, limit }),
    /** True while `name` runs in this API instance. */
    isRunning: (name: string) => running.has(name),
    /** Marks `name` running in this instance; false when it already is. */
    start(name: string): boolean {
      if (running.has(name)) return false
      running.add(name)
      return true
    },
    stop: (name: string) => void running.delete(name),
  }
}
export type JobRunService = ReturnType<typeof createJobRunService>
