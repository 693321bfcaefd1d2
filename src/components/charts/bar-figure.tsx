// A ChartFigure of bars (one per status, device, site, page…): its one-sentence summary and its table are
// the bars themselves, and with no bars it says `empty` instead of drawing nothing.
import { BarList, type Bar } from './bar-list'
import { ChartFigure } from './chart-figure'
import { formatCount } from './chart-format'

export function BarFigure({
  title,
  columns,
  bars,
  empty,
}: {
  title: string
  columns: readonly [string, string]
  bars: readonly Bar[]
  /** What the figure says when there are no bars ('Bu aralıkta talep yok.'). */
  empty?: string
}) {
  if (!bars.length && empty) {
    return (
      <ChartFigure title={title} summary={empty} columns={columns} rows={[]}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      </ChartFigure>
    )
  }
  return (
    <ChartFigure
      title={title}
      summary={bars.map((bar) => `${bar.label} ${bar.text ?? bar.value}`).join(', ')}
      columns={columns}
      rows={bars.map((bar) => ({ label: bar.label, value: bar.text ?? formatCount(bar.value) }))}
    >
      <BarList bars={bars} />
    </ChartFigure>
  )
}
