// The overview's four cards: active sites, pending requests, the subscription with its expiry, and
// the 7/24 WhatsApp support line.
import type { ReactNode } from 'react'
import { formatLongDate } from '../../../lib/format-date'
import { useMyPlanName } from '../../../lib/data/packages'
import { isFreePlan } from '../../../lib/plans'
import type { Subscription } from '../../../lib/plans'
import { whatsappChatLink } from '../../../lib/support-contact'

function SummaryCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value ?? '…'}</dd>
      {children && <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{children}</dd>}
    </div>
  )
}

export interface SummaryFigures {
  activeSites: number | null
  totalSites: number | null
  pendingRequests: number | null
  subscription: Subscription
  subscriptionExpiry: string | null | undefined
  supportNumber: string
}

export function SummaryCards({ figures }: { figures: SummaryFigures }) {
  const expiry = formatLongDate(figures.subscriptionExpiry)
  const planName = useMyPlanName()
  return (
    <dl aria-label="Özet" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard label="Aktif Siteler" value={figures.activeSites}>
        {/* Shown while loading too: the line appearing later would push the cards below it down. */}
        {`Toplam ${figures.totalSites ?? '…'} website`}
      </SummaryCard>
      <SummaryCard label="Bekleyen Talepler" value={figures.pendingRequests}>
        Website ve destek talepleri
      </SummaryCard>
      <SummaryCard label="Abonelik" value={planName}>
        {expiry
          ? `Bitiş: ${expiry}`
          : isFreePlan(figures.subscription)
            ? 'Süre sınırı yok'
            : 'Bitiş tarihi yok'}
      </SummaryCard>
      <SummaryCard label="7/24 Destek" value="WhatsApp">
        <a
          href={whatsappChatLink(figures.supportNumber)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {figures.supportNumber}
        </a>
      </SummaryCard>
    </dl>
  )
}
