import type { WebsiteRequestStats } from '../../../api/website-requests/website-request.shared'
import { WEBSITE_REQUEST_STATUS_LABELS as STATUS } from '../../../api/website-requests/website-request-status.shared'
import { StatCard } from '../../components/stat-card'
import { formatTry } from '../../lib/money'

/** Counts over every request; the revenue is the package prices of the completed ones. */
export function RequestStats({ stats }: { stats: WebsiteRequestStats | null }) {
  return (
    <dl aria-label="Talep istatistikleri" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <StatCard label="Toplam talep" value={stats?.total ?? null} />
      <StatCard label={STATUS.pending} value={stats?.pending ?? null} tone="amber" />
      <StatCard label={STATUS['in-progress']} value={stats?.inProgress ?? null} tone="blue" />
      <StatCard label={STATUS.completed} value={stats?.completed ?? null} tone="green" />
      <StatCard label={STATUS.rejected} value={stats?.rejected ?? null} tone="red" />
      <StatCard
        label="Toplam gelir"
        value={stats ? formatTry(stats.totalRevenue) : null}
        hint="Tamamlanan taleplerin paket fiyatları"
        tone="violet"
      />
    </dl>
  )
}
