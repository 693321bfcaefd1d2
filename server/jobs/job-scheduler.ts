import { Cron } from 'croner'
import { JOB_TIME_ZONE, type Job } from '../../api/jobs/job'
import { runJobSlot } from '../../api/jobs/run-job'
import { describeError } from '../../api/middleware/error-log'
import type { JobRunRecord } from '../../api/jobs/job-run.shared'
import type { Services } from '../../api/services'

// The Node host's job scheduler (docs/rules/jobs.md#the-scheduler): croner fires each job on its cron
// schedule in Turkey's time; the run claims its slot in the database first (api/jobs/run-job.ts), so of
// several processes on one database one runs it. In one process a job never overlaps itself: a slot
// that comes while the previous run is still going is left to the next. stop() waits for running jobs.

export interface JobScheduler {
  /** Runs a job now, outside its schedule (its slot is this instant); null when it was already running. */
  runNow(name: string): Promise<JobRunRecord | null>
  /** No new runs; asks running ones to stop early and waits for them. */
  stop(): Promise<void>
}

export interface JobSchedulerOptions {
  services: Services
  jobs: readonly Job[]
  /** false: nothing is scheduled (runNow still works). */
  schedule: boolean
}

/**
 * A scheduled run's slot: the minute croner fired in (a job's own schedule has minute precision), or the
 * second for a six-field schedule given by JOB_SCHEDULES.
 */
export function slotOf(firedAt: Date, schedule = ''): Date {
  const unit = schedule.trim().split(/\s+/).length === 6 ? 1_000 : 60_000
  return new Date(Math.floor(firedAt.getTime() / unit) * unit)
}

export function startJobScheduler({ services, jobs, schedule }: JobSchedulerOptions): JobScheduler {
  const { logger, clock } = services.ports
  const stopping = new AbortController()
  const running = new Map<string, Promise<JobRunRecord | null>>()

  const start = (job: Job, slot: Date): Promise<JobRunRecord | null> | null => {
    if (stopping.signal.aborted || running.has(job.name)) return null
    const run = runJobSlot(services, job, slot, stopping.signal)
      .catch((error: unknown) => {
        // The claim itself failed (database unreachable): the next slot tries again.
        logger.error('job could not start', { job: job.name, error: describeError(error) })
        return null
      })
      .finally(() => running.delete(job.name))
    running.set(job.name, run)
    return run
  }

  const crons = schedule
    ? jobs.map(
        (job) =>
          new Cron(job.schedule, { timezone: JOB_TIME_ZONE }, () => {
            if (!start(job, slotOf(clock.now(), job.schedule)))
              logger.warn('job still running, slot skipped', { job: job.name })
          }),
      )
    : []

  return {
    async runNow(name) {
      const job = jobs.find((candidate) => candidate.name === name)
      if (!job) throw new Error(`no job named ${name}`)
      return (await start(job, clock.now())) ?? null
    },
    async stop() {
      for (const cron of crons) cron.stop()
      stopping.abort()
      await Promise.all(running.values())
    },
  }
}
