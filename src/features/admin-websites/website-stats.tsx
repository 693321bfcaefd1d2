import type { WebsiteStats } from '../../../api/websites/website.shared'
import { StatCard } from '../../components/stat-card'
import { formatCount } from './website-labels'

/** Counts over every website; visitors are the published sites' counted visitors. */
export function WebsiteStatCards({ stats }: { stats: WebsiteStats | null }) {
  const count = (value: number | undefined) => (value === undefined ? null : formatCount(value))
  return (
    <dl aria-label="Website istatistikleri" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard label="Toplam website" value={count(stats?.total)} />
      <StatCard label="Aktif website" value={count(stats?.active)} tone="green" />
      <StatCard
        label="Toplam ziyaretçi"
        value={count(stats?.totalVisitors)}
        hint="Yayındaki sitelerde günlük tekil ziyaretçiler"
        tone="blue"
      />
      <StatCard
        label="Ortalama ziyaretçi"
        value={count(stats?.averageVisitors)}
        hint="Website başına"
        tone="violet"
      />
    </dl>
  )
}
