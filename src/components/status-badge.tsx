// The one status badge of the app (websites, requests, invoices, back-office lists): a Turkish label in a
// coloured pill; labels and tones come from lib/status-labels.
import type { StatusLabel, Tone } from '../lib/status-labels'

const TONES: Readonly<Record<Tone, string>> = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-400/15 dark:text-blue-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  slate: 'bg-slate-100 text-slate-800 dark:bg-slate-700/60 dark:text-slate-200',
}

export function StatusBadge({ status, testId }: { status: StatusLabel; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status.tone]}`}
    >
      {status.label}
    </span>
  )
}
