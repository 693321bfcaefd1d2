// The system status as a definition list (the admin dashboard's panel, the advanced settings tab).
import type { AdminOverview } from '../lib/data/admin-overview'
import { systemStatusRows } from './system-status-rows'

export function SystemStatusRowsList({
  system,
  className,
}: {
  system: AdminOverview['system']
  className?: string
}) {
  return (
    <dl className={`flex flex-col gap-3 text-sm ${className ?? ''}`}>
      {systemStatusRows(system).map((row) => (
        <div key={row.label} className="flex items-center justify-between gap-3">
          <dt className="shrink-0 text-slate-700 dark:text-slate-300">{row.label}</dt>
          <dd className="flex items-center gap-2 text-right font-medium text-slate-900 dark:text-white">
            {row.ok !== null && (
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full ${row.ok ? 'bg-emerald-500' : 'bg-red-600'}`}
              />
            )}
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
