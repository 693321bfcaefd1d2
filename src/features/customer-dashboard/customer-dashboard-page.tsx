// The full customer dashboard (/user-dashboard): a greeting, the way to a new website, and seven tabs;
// 'Mesajlar' shows how many messages from the customer's sites are unread.
import { Suspense, lazy, useMemo } from 'react'
import type { ComponentType } from 'react'
import { primaryButtonClass } from '../../components/buttons'
import { DashboardTabs } from '../../components/dashboard-tabs'
import type { DashboardTab } from '../../components/dashboard-tabs'
import { useDocumentTitle } from '../../components/use-document-title'
import { useMyUnreadTotal } from '../../lib/data/form-submissions'
import { useLiveUpdates } from '../../lib/data/live'
import { sessionState } from '../../lib/session'
import { useStore } from '../../lib/use-store'
import { CUSTOMER_TAB_LABELS, unreadBadgeText } from './dashboard-tabs'
import type { CustomerTab } from './dashboard-tabs'
import { OverviewTab } from './overview/overview-tab'

// The overview comes with the page; the other tabs load when first opened.
const WebsitesTab = lazy(() => import('./websites/websites-tab').then((m) => ({ default: m.WebsitesTab })))
const MessagesTab = lazy(() => import('./messages/messages-tab').then((m) => ({ default: m.MessagesTab })))
const RequestsTab = lazy(() => import('./requests/requests-tab').then((m) => ({ default: m.RequestsTab })))
const GalleryTab = lazy(() => import('./gallery/gallery-tab').then((m) => ({ default: m.GalleryTab })))
const BillingTab = lazy(() => import('./billing/billing-tab').then((m) => ({ default: m.BillingTab })))
const ProfileTab = lazy(() => import('./profile/profile-tab').then((m) => ({ default: m.ProfileTab })))

const loadingPanel = (
  <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
    Yükleniyor…
  </p>
)

const tab = (id: CustomerTab, Panel: ComponentType): DashboardTab<CustomerTab> => ({
  id,
  label: CUSTOMER_TAB_LABELS[id],
  render: () => (
    <Suspense fallback={loadingPanel}>
      <Panel />
    </Suspense>
  ),
})

const TABS: readonly DashboardTab<CustomerTab>[] = [
  tab('overview', OverviewTab),
  tab('websites', WebsitesTab),
  tab('messages', MessagesTab),
  tab('requests', RequestsTab),
  tab('gallery', GalleryTab),
  tab('billing', BillingTab),
  tab('profile', ProfileTab),
]

export function CustomerDashboardPage({
  tab: selected,
  onTabChange,
}: {
  tab: CustomerTab
  onTabChange: (tab: CustomerTab) => void
}) {
  const { user } = useStore(sessionState)
  // The customer's live stream: their requests refresh at once, and a suspension signs them out.
  useLiveUpdates('customer', user?.id ?? null)
  useDocumentTitle(`${CUSTOMER_TAB_LABELS[selected]} · Panelim`)
  const unread = useMyUnreadTotal() ?? 0
  const tabs = useMemo(
    () =>
      TABS.map((entry) =>
        entry.id === 'messages'
          ? { ...entry, badge: { count: unread, text: unreadBadgeText(unread) } }
          : entry,
      ),
    [unread],
  )
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Panelim
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Hoş geldiniz{user?.name ? `, ${user.name}` : ''}! Web sitelerinizi ve taleplerinizi buradan takip
            edin.
          </p>
        </div>
        <a href="#/create-website" className={primaryButtonClass}>
          Yeni Website
        </a>
      </div>
      <div className="mt-6">
        <DashboardTabs tabs={tabs} selected={selected} onSelect={onTabChange} label="Panel bölümleri" />
      </div>
    </div>
  )
}
