// The jobs table (docs/rules/jobs.md#the-jobs-api): each job's last run (start, end, outcome, items,
// failures), its next run, and a button that runs it now (a retry after a failure).
import { useState } from 'react'
import type { JobView } from '../../../api/backups/backups.shared'
import { ApiError } from '../../lib/api-client'
import { runJob, useJobs } from '../../lib/data/admin-system'
import { notify } from '../../lib/toast'
import { cardClass, sectionTitleClass, smallButtonClass } from '../../components/form-styles'
import { OUTCOME_LABELS, advancedTexts as t, formatInstant } from './system-labels'

const OUTCOME_STYLES = {
  running: 'text-blue-800 dark:text-blue-300',
  succeeded: 'text-emerald-800 dark:text-emerald-300',
  failed: 'text-red-800 dark:text-red-300',
} as const

function LastRun({ job }: { job: JobView }) {
  const run = job.runs[0]
  if (!run) return <span className="text-slate-600 dark:text-slate-400">{t.noRuns}</span>
  return (
    <div className="space-y-0.5">
      <p className={`font-semibold ${OUTCOME_STYLES[run.outcome]}`}>{OUTCOME_LABELS[run.outcome]}</p>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <time dateTime={run.startedAt}>{formatInstant(run.startedAt)}</time>
        {run.finishedAt && (
          <>
            {' → '}
            <time dateTime={run.finishedAt}>{formatInstant(run.finishedAt)}</time>
          </>
        )}
      </p>
      {(run.error ?? run.summary) && (
        <p className="text-xs break-words text-slate-600 dark:text-slate-400">{run.error ?? run.summary}</p>
      )}
    </div>
  )
}

export function JobsSection() {
  const jobs = useJobs()
  const [busy, setBusy] = useState<string | null>(null)

  async function runNow(name: string) {
    setBusy(name)
    try {
      const run = await runJob(name)
      if (typeof run === 'string') notify.info(run)
      else if (run.outcome === 'failed') notify.error(`${t.jobFailed} ${run.error ?? ''}`.trim())
      else notify.success(t.jobRan)
    } catch (error) {
      notify.error(error instanceof ApiError && error.status > 0 ? error.message : t.jobFailed)
    } finally {
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="jobs-title" className={cardClass}>
      <h2 id="jobs-title" className={sectionTitleClass}>
        {t.jobsTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.jobsDescription}</p>
      {jobs.error && !jobs.data && (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-300">
          {jobs.error}
        </p>
      )}
      {!jobs.data && !jobs.error && <p className="mt-4 text-sm">{t.loading}</p>}
      {jobs.data && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.jobsTitle}</caption>
            <thead className="text-xs text-slate-700 uppercase dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Görev
                </th>
                <th scope="col" className="py-2 pr-3">
                  Son çalışma
                </th>
                <th scope="col" className="py-2 pr-3">
                  Öğe
                </th>
                <th scope="col" className="py-2 pr-3">
                  Hata
                </th>
                <th scope="col" className="py-2 pr-3">
                  Sonraki çalışma
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">İşlem</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top dark:divide-slate-800">
              {jobs.data.map((job) => (
                <tr key={job.name} data-job={job.name}>
                  <td className="py-2 pr-3">
                    <p className="font-medium text-slate-900 dark:text-white">{job.label}</p>
                    <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
                      {job.name} · {job.schedule}
                    </p>
                  </td>
                  <td className="py-2 pr-3">
                    <LastRun job={job} />
                  </td>
                  <td className="py-2 pr-3">{job.runs[0]?.items ?? '—'}</td>
                  <td className="py-2 pr-3">{job.runs[0]?.failures ?? '—'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {job.nextRunAt ? (
                      <time dateTime={job.nextRunAt}>{formatInstant(job.nextRunAt)}</time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="py-2 text-right">
                    <button
                      type="button"
                      className={smallButtonClass}
                      aria-label={`${t.retry}: ${job.label}`}
                      disabled={busy !== null || job.running}
                      onClick={() => void runNow(job.name)}
                    >
                      {busy === job.name ? t.running : t.retry}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
