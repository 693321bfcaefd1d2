// /admin, /admin/dashboard, /admin/panel: the figures of the business, the latest activity, the system.
import { Link } from '@tanstack/react-router'
import { StatCard } from '../../components/stat-card'
import { useDocumentTitle } from '../../components/use-document-title'
import { formatTry } from '../../lib/money'
import { sessionState } from '../../lib/session'
import { useAdminOverview } from '../../lib/data/admin-overview'
import { useStore } from '../../lib/use-store'
import { RecentActivity, SystemStatus } from './dashboard-panels'

export function AdminDashboardPage() {
  useDocumentTitle('Yönetim paneli')
  const { user } = useStore(sessionState)
  const overview = useAdminOverview()
  const stats = overview.data?.figures
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Yönetim Paneli</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {user ? `Hoş geldiniz, ${user.name}.` : 'Hoş geldiniz.'} İşletmenin bugünkü durumu.
        </p>
      </div>
      {overview.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-400/10 dark:text-red-300"
        >
          <span>{overview.error}</span>
          <button type="button" onClick={() => void overview.refetch()} className="font-semibold underline">
            Tekrar Dene
          </button>
        </div>
      )}
      <dl aria-label="Özet" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Toplam kullanıcı" value={stats?.totalUsers ?? null} tone="blue" />
        <StatCard
          label="Website talepleri"
          value={
            stats ? (
              <Link
                to="/admin/website-requests"
                search={{ status: 'pending' }}
                className="underline-offset-4 hover:underline"
              >
                {stats.pendingRequests} bekleyen
              </Link>
            ) : null
          }
          tone="amber"
        />
        <StatCard label="Aylık gelir" value={stats ? formatTry(stats.monthlyRevenue) : null} tone="green" />
        <StatCard label="Aktif abonelik" value={stats?.activeSubscriptions ?? null} tone="violet" />
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivity entries={overview.data?.recentActivity ?? null} error={overview.error} />
        </div>
        <SystemStatus system={overview.data?.system ?? null} error={overview.error} />
      </div>
    </div>
  )
}
