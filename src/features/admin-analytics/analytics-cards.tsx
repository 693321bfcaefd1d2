// The analytics' stat cards: sign-ups, requests and conversion, the median time to go-live against the
// landing's promise, revenue from paid invoices, visitors, and bounce (or why it is not measured).
import type { Analytics } from '../../../api/analytics/analytics.shared'
import { StatCard } from '../../components/stat-card'
import { formatCount, formatPercent } from '../../components/charts/chart-format'
import { formatDuration, formatMoney } from './analytics-format'
import { bounceBadge } from './bounce-badge'

const BOUNCE_TONES = { default: 'green', secondary: 'amber', destructive: 'red' } as const

export function goLiveHint(goLive: Analytics['goLive']): string {
  const promise = `Söz: ${formatDuration(goLive.promiseMinutes)}`
  if (goLive.medianMinutes === null) return `${promise} · henüz tamamlanan talep yok`
  const verdict = goLive.medianMinutes <= goLive.promiseMinutes ? 'sözün içinde' : 'sözün üzerinde'
  return `${promise} · ${verdict} (${goLive.measured} talep)`
}

export function AnalyticsCards({ data }: { data: Analytics }) {
  const bounce = data.visitors.bounceRate
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Yeni kayıt" value={formatCount(data.signUps.total)} tone="blue" />
      <StatCard
        label="Website talebi"
        value={formatCount(data.requests.total)}
        hint={`${formatCount(data.requests.completed)} tamamlandı · dönüşüm ${formatPercent(data.requests.conversionRate)}`}
        tone="violet"
      />
      <StatCard
        label="Yayına alma süresi (medyan)"
        value={formatDuration(data.goLive.medianMinutes)}
        hint={goLiveHint(data.goLive)}
        tone={
          data.goLive.medianMinutes !== null && data.goLive.medianMinutes > data.goLive.promiseMinutes
            ? 'amber'
            : 'green'
        }
      />
      <StatCard
        label="Gelir (ödenen faturalar)"
        value={formatMoney(data.revenue.total)}
        hint={data.revenue.total === 0 ? 'Bu aralıkta ödenen fatura yok' : undefined}
        tone="green"
      />
      <StatCard
        label="Ziyaretçi"
        value={formatCount(data.visitors.total)}
        hint="Yayındaki sitelerin tekil günlük ziyaretçileri"
      />
      <StatCard
        label="Hemen çıkma oranı"
        value={bounce === null ? 'Ölçülemiyor' : formatPercent(bounce)}
        hint={
          bounce === null
            ? 'Siteler tek sayfa ve ziyaretler çerezsiz sayılıyor: ikinci sayfa görüntülemesi saklanmadığından oran hesaplanamaz.'
            : undefined
        }
        tone={bounce === null ? 'slate' : BOUNCE_TONES[bounceBadge(bounce)]}
      />
    </dl>
  )
}
