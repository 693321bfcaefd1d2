// The real system status on the advanced tab: database, mail transport and version, from
// GET /api/admin/overview (the same rows the dashboard shows).
import { systemStatusRows } from '../../components/system-status-rows'
import { cardClass, sectionTitleClass } from '../../components/form-styles'
import { useAdminOverview } from '../../lib/data/admin-overview'
import { advancedTexts as t } from './system-labels'

export function SystemStatusList() {
  const overview = useAdminOverview()
  const system = overview.data?.system ?? null
  return (
    <section aria-labelledby="system-status-title" className={cardClass}>
      <h2 id="system-status-title" className={sectionTitleClass}>
        {t.statusTitle}
      </h2>
      {overview.error && !system && (
        <p role="alert" className="mt-4 text-sm text-red-800 dark:text-red-300">
          {overview.error}
        </p>
      )}
      {!system && !overview.error && <p className="mt-4 text-sm">{t.loading}</p>}
      {system && (
        <dl className="mt-4 flex flex-col gap-3 text-sm">
          {systemStatusRows(system).map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-3">
              <dt className="shrink-0 text-slate-700 dark:text-slate-300">{row.label}</dt>
              <dd className="flex items-center gap-2 text-right font-medium text-slate-900 dark:text-white">
                {row.ok !== null && (
                  <span
                    aria-hidden="true"
                    className={`size-2.5 rounded-full ${row.ok ? 'bg-emerald-500' : 'bg-red-600'}`}
                  />
                )}
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
