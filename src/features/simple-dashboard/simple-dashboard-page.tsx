// The simple dashboard (/dashboard): three cards, three tabs, and dialogs for a new website request
// and a support ticket.
import { useState } from 'react'
import { primaryButtonClass, secondaryButtonClass } from '../../components/buttons'
import { DashboardTabs } from '../../components/dashboard-tabs'
import type { DashboardTab } from '../../components/dashboard-tabs'
import { StatCard } from '../../components/stat-card'
import { useDocumentTitle } from '../../components/use-document-title'
import { useMe } from '../../lib/data/me'
import { useMyWebsites } from '../../lib/data/websites'
import { useMyPlanName } from '../../lib/data/packages'
import { sessionState } from '../../lib/session'
import { useStore } from '../../lib/use-store'
import { BillingPanel } from './billing-panel'
import { SettingsPanel } from './settings-panel'
import { SupportTicketDialog } from './support-ticket-dialog'
import { WebsiteRequestDialog } from './website-request-dialog'
import { WebsitesPanel } from './websites-panel'
import { useLiveUpdates } from '../../lib/data/live'

type SimpleTab = 'websites' | 'settings' | 'billing'

export function SimpleDashboardPage() {
  useDocumentTitle('Kontrol Paneli')
  const session = useStore(sessionState)
  useLiveUpdates('customer', session.user?.id ?? null)
  const me = useMe()
  const websites = useMyWebsites()
  const planName = useMyPlanName()
  const [tab, setTab] = useState<SimpleTab>('websites')
  const [dialog, setDialog] = useState<'website' | 'support' | null>(null)
  const user = me.data ?? session.user
  if (!user) return null

  const tabs: readonly DashboardTab<SimpleTab>[] = [
    { id: 'websites', label: 'Websitelerim', render: () => <WebsitesPanel /> },
    { id: 'settings', label: 'Ayarlar', render: () => <SettingsPanel user={user} /> },
    { id: 'billing', label: 'Faturalama', render: () => <BillingPanel user={user} /> },
  ]
  const list = websites.data
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Kontrol Paneli
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Merhaba {user.name}!</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setDialog('support')}>
            Destek Talebi
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => setDialog('website')}>
            Yeni Website
          </button>
        </div>
      </div>
      <dl aria-label="Özet" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard label="Toplam Website" value={list ? list.length : null} tone="blue" />
        <StatCard
          label="Aktif Website"
          value={list ? list.filter((site) => site.status === 'active').length : null}
          tone="green"
        />
        <StatCard label="Abonelik" value={planName} tone="violet" />
      </dl>
      <div className="mt-8">
        <DashboardTabs tabs={tabs} selected={tab} onSelect={setTab} label="Panel bölümleri" />
      </div>
      <WebsiteRequestDialog open={dialog === 'website'} user={user} onClose={() => setDialog(null)} />
      <SupportTicketDialog open={dialog === 'support'} userId={user.id} onClose={() => setDialog(null)} />
    </div>
  )
}
