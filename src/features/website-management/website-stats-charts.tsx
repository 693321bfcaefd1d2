// The pictures of a website's figures (visitors per day, devices, referring sites, pages, form
// submissions per day), each with the same figures as a table, drawn with the analytics' charts.
import type { SiteStats } from '../../../api/analytics/site-stats.shared'
import { FORM_KINDS } from '../../../api/site-forms/form-submission.shared'
import { FORM_KIND_LABELS } from '../../../api/site-forms/form-submission-messages.shared'
import { ChartFigure } from '../../components/charts/chart-figure'
import { BarFigure } from '../../components/charts/bar-figure'
import { formatCount, formatPercent, formatShortDay } from '../../components/charts/chart-format'
import { LineChart } from '../../components/charts/line-chart'
import { pageLabel, referrerLabel } from './website-stats-labels'

const DEVICE_LABELS = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü' } as const

export function WebsiteStatsCharts({ data }: { data: SiteStats }) {
  const visitors = data.visitors
  const devices = (Object.keys(DEVICE_LABELS) as (keyof typeof DEVICE_LABELS)[]).map((key) => {
    const value = data.devices[key]
    const share = visitors.total ? value / visitors.total : null
    return { key, label: DEVICE_LABELS[key], value, text: `${formatCount(value)} (${formatPercent(share)})` }
  })
  const referrers = data.referrers.map((r) => ({ key: r.host, label: referrerLabel(r.host), value: r.count }))
  const pages = data.pageViews.pages.map((p) => ({ key: p.path, label: pageLabel(p.path), value: p.views }))
  const sentPerDay = data.submissions.days.map((d) => ({
    day: d.day,
    total: FORM_KINDS.reduce((sum, kind) => sum + d.byKind[kind], 0),
    kinds: FORM_KINDS.filter((kind) => d.byKind[kind] > 0)
      .map((kind) => `${FORM_KIND_LABELS[kind]} ${formatCount(d.byKind[kind])}`)
      .join(', '),
  }))
  const sentByKind = FORM_KINDS.map((kind) => `${FORM_KIND_LABELS[kind]} ${data.submissions.byKind[kind]}`)

  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
      <ChartFigure
        title="Günlük ziyaretçiler"
        summary={`Son ${data.range.days} günde ${formatCount(visitors.total)} tekil günlük ziyaretçi.`}
        columns={['Gün', 'Ziyaretçi']}
        rows={visitors.days.map((d) => ({ label: formatShortDay(d.day), value: formatCount(d.count) }))}
      >
        <LineChart
          points={visitors.days.map((d) => ({ label: d.day, value: d.count }))}
          formatLabel={formatShortDay}
        />
      </ChartFigure>
      <BarFigure title="Cihazlar" columns={['Cihaz', 'Ziyaretçi']} bars={devices} />
      <BarFigure
        title="Yönlendiren siteler"
        columns={['Site', 'Ziyaretçi']}
        bars={referrers}
        empty="Bu aralıkta ziyaretçi yok."
      />
      <BarFigure
        title="En çok görüntülenen sayfalar"
        columns={['Sayfa', 'Görüntüleme']}
        bars={pages}
        empty="Bu aralıkta sayfa görüntülenmedi."
      />
      <ChartFigure
        title="Günlük form gönderimleri"
        summary={`Son ${data.range.days} günde ${formatCount(data.submissions.total)} gönderim: ${sentByKind.join(', ')}.`}
        columns={['Gün', 'Gönderim']}
        rows={sentPerDay.map((d) => ({
          label: formatShortDay(d.day),
          value: d.kinds ? `${formatCount(d.total)} (${d.kinds})` : formatCount(d.total),
        }))}
      >
        <LineChart
          points={sentPerDay.map((d) => ({ label: d.day, value: d.total }))}
          formatLabel={formatShortDay}
        />
      </ChartFigure>
    </div>
  )
}
