// A figure with its label (dashboards, the request desk). `value` null means "not known yet".
import type { ReactNode } from 'react'

export function StatCard({
  label,
  value,
  hint,
  tone = 'slate',
}: {
  label: string
  value: ReactNode | null
  hint?: string
  tone?: 'slate' | 'blue' | 'amber' | 'green' | 'red' | 'violet'
}) {
  const accent = {
    slate: 'border-l-slate-400',
    blue: 'border-l-blue-600',
    amber: 'border-l-amber-500',
    green: 'border-l-emerald-600',
    red: 'border-l-red-600',
    violet: 'border-l-violet-600',
  }[tone]
  return (
    <div
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${accent}`}
    >
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
        {value ?? <span className="text-slate-400 dark:text-slate-500">…</span>}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  )
}
