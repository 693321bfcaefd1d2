import type { Services } from '../services'

// A scheduled job (docs/rules/jobs.md): a name, a cron schedule read in Turkey's time, and the work.
// The Node host schedules them (server/jobs/job-scheduler.ts); each run first claims its slot in the
// database (api/jobs/run-job.ts), so several processes on one database run a slot once.

/** Every schedule is read in Turkey's time, wherever the server runs. */
export const JOB_TIME_ZONE = 'Europe/Istanbul'

export interface JobContext {
  /** Aborted when the server shuts down: a long run stops between two units of work. */
  signal: AbortSignal
}

/** What a run did: a one-line summary and, when the job counts them, its units of work and failures. */
export interface JobOutcome {
  summary: string
  /** Units of work done (invoices marked, mails sent, rows removed…). */
  items: number
  /** Units of work that failed (the run itself still succeeded). */
  failures: number
}

export interface Job {
  /** Lower-case letters, digits and '-': it is part of the run's id (`<name>:<slot>`). */
  name: string
  /** Its name in the back-office (Gelişmiş → Zamanlanmış görevler), in Turkish. */
  label: string
  /** Five-field cron (minute hour day month weekday), in JOB_TIME_ZONE. */
  schedule: string
  /**
   * Does the work due at `now`. A run must catch up on whatever earlier slots left undone (a slot
   * nobody ran — the server was down, or a run died — is not run again). Answers its outcome, or a
   * one-line summary alone (then items and failures are recorded as 0).
   */
  run(services: Services, now: Date, context: JobContext): Promise<string | JobOutcome>
}

/** A run's answer as an outcome (a plain summary counts no items). */
export function toJobOutcome(answer: string | JobOutcome): JobOutcome {
  return typeof answer === 'string' ? { summary: answer, items: 0, failures: 0 } : answer
}

const NAME = /^[a-z][a-z0-9-]{0,39}$/
const FIVE_FIELDS = /^\S+( \S+){4}$/

/** Declares a job; refuses a name that cannot be part of a run id and a schedule that is not 5-field. */
export function defineJob(job: Job): Job {
  if (!NAME.test(job.name)) throw new Error(`job name "${job.name}": use a-z, 0-9 and '-'`)
  if (!FIVE_FIELDS.test(job.schedule.trim())) {
    throw new Error(`job ${job.name}: the schedule must have five fields (minute precision)`)
  }
  return job
}
