// A small SVG line chart (sign-ups, visitors over time): an area under a line, the largest value on the
// axis, the first and last labels under it. Drawn by hand: no chart library (docs/decisions/0013).
export interface LinePoint {
  label: string
  value: number
}

const WIDTH = 600
const HEIGHT = 180
const PAD = { top: 12, right: 8, bottom: 24, left: 36 }

export function LineChart({
  points,
  formatLabel,
}: {
  points: readonly LinePoint[]
  formatLabel: (label: string) => string
}) {
  const max = Math.max(1, ...points.map((point) => point.value))
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * plotW : plotW / 2)
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH
  const line = points
    .map((point, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join(' ')
  const area = points.length
    ? `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`
    : ''
  const first = points[0]
  const last = points.at(-1)
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(0)}
        y2={y(0)}
        className="stroke-slate-300 dark:stroke-slate-600"
      />
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(max)}
        y2={y(max)}
        strokeDasharray="4 4"
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      <text
        x={PAD.left - 6}
        y={y(max) + 4}
        textAnchor="end"
        className="fill-slate-600 text-[11px] dark:fill-slate-300"
      >
        {max}
      </text>
      <text
        x={PAD.left - 6}
        y={y(0) + 4}
        textAnchor="end"
        className="fill-slate-600 text-[11px] dark:fill-slate-300"
      >
        0
      </text>
      {area && <path d={area} className="fill-blue-600/15 dark:fill-blue-400/20" />}
      {line && <path d={line} fill="none" strokeWidth={2} className="stroke-blue-700 dark:stroke-blue-300" />}
      {first && (
        <text x={x(0)} y={HEIGHT - 6} className="fill-slate-600 text-[11px] dark:fill-slate-300">
          {formatLabel(first.label)}
        </text>
      )}
      {last && points.length > 1 && (
        <text
          x={x(points.length - 1)}
          y={HEIGHT - 6}
          textAnchor="end"
          className="fill-slate-600 text-[11px] dark:fill-slate-300"
        >
          {formatLabel(last.label)}
        </text>
      )}
    </svg>
  )
}
