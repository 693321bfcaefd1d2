import type { PackageStats } from '../../../api/packages/package-admin.shared'
import { StatCard } from '../../components/stat-card'
import { formatTry } from '../../lib/money'
import { formatCount } from './package-labels'

/** The four cards (docs/rules/packages.md#figures): subscribers are the customers on each package. */
export function PackageStatCards({ stats }: { stats: PackageStats | null }) {
  const count = (value: number | undefined) => (value === undefined ? null : formatCount(value))
  return (
    <dl aria-label="Paket istatistikleri" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard label="Toplam paket" value={count(stats?.total)} />
      <StatCard label="Aktif paket" value={count(stats?.active)} tone="green" />
      <StatCard label="Toplam abone" value={count(stats?.subscribers)} tone="blue" />
      <StatCard
        label="Tahmini aylık gelir"
        value={stats ? formatTry(stats.monthlyRevenue) : null}
        hint="Fiyat × abone; yıllık fiyatlar ayda 1/12"
        tone="violet"
      />
    </dl>
  )
}
