// The real system status on the advanced tab: database, mail transport and version, from
// GET /api/admin/overview (the same rows the dashboard shows).
import { SystemStatusRowsList } from '../../components/system-status-list'
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
      {system && <SystemStatusRowsList system={system} className="mt-4" />}
    </section>
  )
}
