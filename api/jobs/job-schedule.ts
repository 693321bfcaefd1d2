import { Cron } from 'croner'
import { JOB_TIME_ZONE, type Job } from './job'

// A job's schedule read as times (docs/rules/jobs.md): the next run the jobs screen shows, and the slot
// due now that the offline demo runs when it opens (docs/rules/jobs.md#the-offline-demo).

function cronOf(job: Pick<Job, 'schedule'>): Cron {
  return new Cron(job.schedule, { timezone: JOB_TIME_ZONE, paused: true })
}

/** The first scheduled time after `now`, or null when the schedule has none. */
export function nextRunOf(job: Pick<Job, 'schedule'>, now: Date): Date | null {
  const cron = cronOf(job)
  try {
    return cron.nextRun(now)
  } finally {
    cron.stop()
  }
}

/** The newest scheduled time at or before `now` (the slot due now), or null when there is none. */
export function currentSlotOf(job: Pick<Job, 'schedule'>, now: Date): Date | null {
  const cron = cronOf(job)
  try {
    return cron.previousRuns(1, now)[0] ?? null
  } finally {
    cron.stop()
  }
}
