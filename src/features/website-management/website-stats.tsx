// 'İstatistikler' of one of the customer's websites: the last 30 or 90 days of its visitors, devices,
// referring sites, most viewed pages and form submissions (docs/rules/analytics.md#a-websites-own-figures),
// counted without cookies or anything personal.
import { useState } from 'react'
import { SITE_STATS_DAYS, type SiteStatsDays } from '../../../api/analytics/site-stats-range.shared'
import type { Website } from '../../../api/websites/website.shared'
import { formatCount } from '../../components/charts/chart-format'
import { smallButtonClass } from '../../components/form-styles'
import { StatCard } from '../../components/stat-card'
import { useSiteStats } from '../../lib/data/site-stats'
import { WebsiteStatsCharts } from './website-stats-charts'

const chipIdle =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800'
const chipActive =
  'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'

function DaysSwitch({ days, onChange }: { days: SiteStatsDays; onChange: (days: SiteStatsDays) => void }) {
  return (
    <div role="group" aria-label="Dönem" className="flex gap-2">
      {SITE_STATS_DAYS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${option === days ? chipActive : chipIdle}`}
        >
          Son {option} gün
        </button>
      ))}
    </div>
  )
}

export function WebsiteStats({ website, onClose }: { website: Website; onClose: () => void }) {
  const [days, setDays] = useState<SiteStatsDays>(30)
  const stats = useSiteStats(website.id, days)
  const data = stats.data
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-950">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900 dark:text-white">İstatistikler: {website.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Çerez kullanılmadan ve kişisel veri saklanmadan sayılır; bir kişi bir günde bir ziyaretçidir.
          </p>
        </div>
        <button type="button" className={smallButtonClass} onClick={onClose}>
          Kapat
        </button>
      </div>
      <DaysSwitch days={days} onChange={setDays} />
      {stats.loading && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          İstatistikler yükleniyor…
        </p>
      )}
      {stats.error && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <span>{stats.error}</span>
          <button type="button" className="font-semibold underline" onClick={() => void stats.refetch()}>
            Tekrar Dene
          </button>
        </div>
      )}
      {data && (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <StatCard label="Ziyaretçi" value={formatCount(data.visitors.total)} tone="blue" />
            <StatCard label="Sayfa görüntüleme" value={formatCount(data.pageViews.total)} tone="violet" />
            <StatCard label="Form gönderimi" value={formatCount(data.submissions.total)} tone="green" />
          </dl>
          <WebsiteStatsCharts data={data} />
        </>
      )}
    </div>
  )
}
