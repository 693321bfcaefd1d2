import type { ApprovalStats } from '../../../api/approvals/approval-requests.shared'
import { StatCard } from '../../components/stat-card'

const count = (value: number | undefined) => (value === undefined ? null : value.toLocaleString('tr-TR'))

/** Counts over every request (not only the filtered page). */
export function ApprovalStatCards({ stats }: { stats: ApprovalStats | null }) {
  return (
    <dl aria-label="Onay talebi istatistikleri" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard label="Toplam talep" value={count(stats?.total)} />
      <StatCard label="Bekleyen" value={count(stats?.pending)} tone="amber" hint="Karar bekleyen talepler" />
      <StatCard label="Onaylanan" value={count(stats?.approved)} tone="green" />
      <StatCard
        label="Reddedilen"
        value={count(stats?.rejected)}
        tone="red"
        hint={stats ? `Geri çekilen: ${count(stats.withdrawn)}` : undefined}
      />
    </dl>
  )
}
