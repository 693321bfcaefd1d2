// The pictures of the analytics (sign-ups and visitors over time, requests by status and sector, the
// device split) and, under each, the same figures as a table.
import type { Analytics } from '../../../api/analytics/analytics.shared'
import { BarList } from '../../components/charts/bar-list'
import { ChartFigure } from '../../components/charts/chart-figure'
import { BarFigure } from '../../components/charts/bar-figure'
import { formatCount, formatPercent, formatShortDay } from '../../components/charts/chart-format'
import { LineChart } from '../../components/charts/line-chart'
import { formatMoney, formatMonth } from './analytics-format'

const DEVICE_LABELS = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü' } as const

export function AnalyticsCharts({ data }: { data: Analytics }) {
  const weekly = data.range.bucket === 'week'
  const bucketLabel = (start: string) => (weekly ? `${formatShortDay(start)} haftası` : formatShortDay(start))
  const devices = (Object.keys(DEVICE_LABELS) as (keyof typeof DEVICE_LABELS)[]).map((key) => {
    const value = data.visitors.devices[key]
    const share = data.visitors.total ? value / data.visitors.total : null
    return { key, label: DEVICE_LABELS[key], value, text: `${formatCount(value)} (${formatPercent(share)})` }
  })
  const statuses = data.requests.byStatus.map((s) => ({ key: s.status, label: s.label, value: s.count }))
  const sectors = data.requests.bySector.map((s) => ({ key: s.sector, label: s.label, value: s.count }))

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartFigure
        title={weekly ? 'Haftalık yeni kayıtlar' : 'Günlük yeni kayıtlar'}
        summary={`Aralıkta ${formatCount(data.signUps.total)} yeni kayıt; en yüksek ${weekly ? 'hafta' : 'gün'} ${formatCount(Math.max(0, ...data.signUps.buckets.map((b) => b.count)))} kayıt.`}
        columns={[weekly ? 'Hafta' : 'Gün', 'Kayıt']}
        rows={data.signUps.buckets.map((b) => ({ label: bucketLabel(b.start), value: formatCount(b.count) }))}
      >
        <LineChart
          points={data.signUps.buckets.map((b) => ({ label: b.start, value: b.count }))}
          formatLabel={formatShortDay}
        />
      </ChartFigure>
      <ChartFigure
        title="Günlük ziyaretçiler"
        summary={`Aralıkta ${formatCount(data.visitors.total)} tekil günlük ziyaretçi.`}
        columns={['Gün', 'Ziyaretçi']}
        rows={data.visitors.days.map((d) => ({ label: formatShortDay(d.day), value: formatCount(d.count) }))}
      >
        <LineChart
          points={data.visitors.days.map((d) => ({ label: d.day, value: d.count }))}
          formatLabel={formatShortDay}
        />
      </ChartFigure>
      <BarFigure title="Duruma göre talepler" columns={['Durum', 'Talep']} bars={statuses} />
      <BarFigure title="Cihaz dağılımı" columns={['Cihaz', 'Ziyaretçi']} bars={devices} />
      <BarFigure
        title="Sektöre göre talepler"
        columns={['Sektör', 'Talep']}
        bars={sectors}
        empty="Bu aralıkta talep yok."
      />
      <ChartFigure
        title="Aylık gelir (ödenen faturalar)"
        summary={data.revenue.months
          .map((m) => `${formatMonth(m.month)} ${formatMoney(m.amount)}`)
          .join(', ')}
        columns={['Ay', 'Gelir']}
        rows={data.revenue.months.map((m) => ({ label: formatMonth(m.month), value: formatMoney(m.amount) }))}
      >
        <BarList
          bars={data.revenue.months.map((m) => ({
            key: m.month,
            label: formatMonth(m.month),
            value: m.amount,
            text: formatMoney(m.amount),
          }))}
        />
      </ChartFigure>
    </div>
  )
}
