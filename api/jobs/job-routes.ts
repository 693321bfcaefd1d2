import { ApiError } from '../lib/http'
import { jobMessages } from '../backups/backup-messages.shared'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { errorResponseSchema } from '../lib/common.shared'
import {
  jobListResponseSchema,
  jobNameParamsSchema,
  jobRunResponseSchema,
  type JobRunView,
  type JobView,
} from '../backups/backups.shared'
import type { JobRunRecord } from './job-run.shared'
import type { Clock } from '../ports/infrastructure'
import { JOB_TIME_ZONE, type Job } from './job'
import type { JobRunService } from './job-run-service'
import { nextRunOf } from './job-schedule'
import { runJobSlot } from './run-job'

// The jobs API (docs/rules/jobs.md#the-jobs-api): every job with its schedule, next run and newest runs;
// "run now" runs one once in the answering process, as an on-demand slot (its own instant). The route
// table gives it the modules' jobs.

const TAG = 'Görevler (admin)'
/** Runs listed per job. */
export const JOB_RUNS_SHOWN = 10

function runView(run: JobRunRecord): JobRunView {
  const { id, slot, startedAt, finishedAt, outcome, summary, items, failures, error } = run
  return { id, slot, startedAt, finishedAt, outcome, summary, items, failures, error }
}

async function jobViews(
  { jobRuns, clock }: { jobRuns: JobRunService; clock: Clock },
  jobs: readonly Job[],
): Promise<JobView[]> {
  const now = clock.now()
  return Promise.all(
    jobs.map(async (job) => {
      const runs = await jobRuns.recent(job.name, JOB_RUNS_SHOWN)
      return {
        name: job.name,
        label: job.label,
        schedule: job.schedule,
        timeZone: JOB_TIME_ZONE,
        nextRunAt: nextRunOf(job, now)?.toISOString() ?? null,
        running: jobRuns.isRunning(job.name),
        runs: runs.map(runView),
      }
    }),
  )
}

export const adminJobRoutes = (jobs: readonly Job[]): RouteEntry[] => [
  defineRoute({
    method: 'get',
    path: '/api/admin/jobs',
    summary:
      'Zamanlanmış görevler: zamanlama, sonraki çalışma, son çalışmalar (başlangıç, bitiş, sonuç, öğe, hata)',
    tag: TAG,
    access: 'admin',
    responses: { 200: { description: 'Görevler', schema: jobListResponseSchema } },
    handler: async ({ c, services }) =>
      c.json({
        success: true,
        data: { jobs: await jobViews({ jobRuns: services.jobRuns, clock: services.ports.clock }, jobs) },
      }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/admin/jobs/:name/run',
    summary: 'Görevi şimdi çalıştır (yeniden dene): bu süreçte, kendi anına ait bir çalışma olarak',
    tag: TAG,
    access: 'admin',
    // Never queued offline: a run now happens now or not at all.
    transient: true,
    params: jobNameParamsSchema,
    activity: {
      type: 'system',
      action: jobMessages.runAction,
      details: ({ params }) => params.name,
    },
    responses: {
      200: {
        description: 'Çalışmanın kaydı (başarısız olduysa outcome: failed)',
        schema: jobRunResponseSchema,
      },
      404: { description: jobMessages.notFound, schema: errorResponseSchema },
      409: { description: jobMessages.alreadyRunning, schema: errorResponseSchema },
    },
    handler: async ({ c, services, params }) => {
      const job = jobs.find((candidate) => candidate.name === params.name)
      if (!job) throw new ApiError(404, jobMessages.notFound)
      const run = await runJobSlot(services, job, services.ports.clock.now())
      if (!run) throw new ApiError(409, jobMessages.alreadyRunning)
      return c.json({ success: true, message: jobMessages.ran, data: { run: runView(run) } })
    },
  }),
]
