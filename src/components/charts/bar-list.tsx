// Horizontal bars with their labels and values as text (requests by status or sector, the device
// split): readable on a phone, and each bar's length is its share of the largest value.
export interface Bar {
  key: string
  label: string
  value: number
  /** The text beside the bar (defaults to the value). */
  text?: string
}

const TONES = [
  'bg-blue-600',
  'bg-emerald-600',
  'bg-amber-500',
  'bg-violet-600',
  'bg-rose-600',
  'bg-slate-500',
]

export function BarList({ bars }: { bars: readonly Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  return (
    <ul className="flex flex-col gap-2" aria-hidden="true">
      {bars.map((bar, i) => (
        <li key={bar.key} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate text-slate-800 dark:text-slate-200">{bar.label}</span>
          <span className="h-3 rounded-full bg-slate-100 dark:bg-slate-800">
            <span
              className={`block h-3 rounded-full ${TONES[i % TONES.length]}`}
              style={{ width: `${(bar.value / max) * 100}%` }}
            />
          </span>
          <span className="text-right text-slate-900 tabular-nums dark:text-white">
            {bar.text ?? bar.value}
          </span>
        </li>
      ))}
    </ul>
  )
}
