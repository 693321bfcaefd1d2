// The customers screen's cards: total, active, suspended, pending, and users per plan.
import type { UserStats } from '../../../api/users/admin-users.shared'
import { StatCard } from '../../components/stat-card'
import { planLabel } from './user-labels'

export function UserStatCards({ stats }: { stats: UserStats | null }) {
  return (
    <section aria-label="Kullanıcı istatistikleri" className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Toplam kullanıcı" value={stats?.total ?? null} tone="blue" />
        <StatCard label="Aktif" value={stats?.active ?? null} tone="green" />
        <StatCard label="Askıda" value={stats?.suspended ?? null} tone="red" />
        <StatCard label="Beklemede" value={stats?.pending ?? null} tone="amber" />
      </dl>
      {stats && stats.plans.length > 0 && (
        <dl aria-label="Plana göre kullanıcılar" className="flex flex-wrap gap-2 text-sm">
          {stats.plans.map((entry) => (
            <div
              key={entry.plan}
              className="flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 dark:border-slate-700 dark:bg-slate-900"
            >
              <dt className="text-slate-700 dark:text-slate-300">{planLabel(entry.plan)}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{entry.count}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
