// The minimal dashboard (/user-dashboard-new): the plan badge, the real counts, the way to a new
// website and the free plan's limits.
import { primaryButtonClass } from '../../components/buttons'
import { FreePlanLimits } from '../../components/free-plan-limits'
import { StatCard } from '../../components/stat-card'
import { useDocumentTitle } from '../../components/use-document-title'
import { useMyRequests } from '../../lib/data/customer-requests'
import { useMe } from '../../lib/data/me'
import { useMyWebsiteRequests } from '../../lib/data/website-requests'
import { useMyWebsites } from '../../lib/data/websites'
import { useMyPlanName } from '../../lib/data/packages'
import { isFreePlan } from '../../lib/plans'
import { sessionState } from '../../lib/session'
import { useStore } from '../../lib/use-store'
import { useLiveUpdates } from '../../lib/data/live'

export function MinimalDashboardPage() {
  useDocumentTitle('Panelim')
  const session = useStore(sessionState)
  useLiveUpdates('customer', session.user?.id ?? null)
  const me = useMe()
  const websites = useMyWebsites()
  const websiteRequests = useMyWebsiteRequests()
  const requests = useMyRequests()
  const user = me.data ?? session.user
  const all = websiteRequests.data && requests.data ? [...websiteRequests.data, ...requests.data] : null
  const free = isFreePlan(user?.subscription)
  const planName = useMyPlanName()

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Hoş geldiniz{user?.name ? `, ${user.name}` : ''}
          </h1>
          <p className="mt-2">
            <span
              data-testid="plan-badge"
              className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${free ? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200' : 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200'}`}
            >
              {planName ?? '…'} Plan
            </span>
          </p>
        </div>
        <a href="#/create-website" className={primaryButtonClass}>
          Yeni Website Oluştur
        </a>
      </div>
      <dl aria-label="Özet" className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Websiteler" value={websites.data ? websites.data.length : null} tone="blue" />
        <StatCard label="Talepler" value={all ? all.length : null} tone="violet" />
        <StatCard
          label="Bekleyen"
          value={all ? all.filter((request) => request.status === 'pending').length : null}
          tone="amber"
        />
      </dl>
      {(websites.error || requests.error || websiteRequests.error) && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          {websites.error ?? requests.error ?? websiteRequests.error}
        </p>
      )}
      <div className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {free && <FreePlanLimits />}
        <a
          href="#/user-dashboard"
          className="rounded-2xl border border-slate-200 p-5 hover:border-blue-400 dark:border-slate-800 dark:hover:border-blue-500"
        >
          <span className="font-semibold text-slate-900 dark:text-white">Tam panele git</span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            Web siteleriniz, talepleriniz, galeri, ödeme ve profil.
          </span>
        </a>
      </div>
    </div>
  )
}
