import type { JobRunRecord } from './job-run.shared'
import type { Services } from '../services'
import type { Job } from './job'
import { currentSlotOf } from './job-schedule'
import { runJobSlot } from './run-job'

// The offline demo's jobs (docs/rules/jobs.md#the-offline-demo): the service worker keeps no timer, so
// when its API starts it runs each job once for the slot due now (the newest scheduled time), claimed
// like on the server. A slot already claimed (the demo opened earlier in the same slot) is skipped.

export async function runDueJobs(
  services: Services,
  jobs: readonly Job[],
  now: Date,
): Promise<JobRunRecord[]> {
  const runs: JobRunRecord[] = []
  for (const job of jobs) {
    const slot = currentSlotOf(job, now)
    if (!slot) continue
    const run = await runJobSlot(services, job, slot).catch((error: unknown) => {
      services.ports.logger.warn('due job could not start', { job: job.name, error: String(error) })
      return null
    })
    if (run) runs.push(run)
  }
  return runs
}
