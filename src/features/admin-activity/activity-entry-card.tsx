// One activity entry as a card on small screens: the same fields as the table's row.
import type { ActivityLogEntry } from '../../../api/activity/activity-log.shared'
import { StatusBadge } from '../../components/status-badge'
import { ACTIVITY_SEVERITY_LABELS, ACTIVITY_TYPE_LABELS } from '../../lib/audit-labels'
import { formatNumericDateTime } from '../../lib/format-date'

export function ActivityEntryCard({ entry }: { entry: ActivityLogEntry }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={ACTIVITY_TYPE_LABELS[entry.type]} />
        <StatusBadge status={ACTIVITY_SEVERITY_LABELS[entry.severity]} />
        <time dateTime={entry.timestamp} className="text-slate-600 dark:text-slate-400">
          {formatNumericDateTime(entry.timestamp)}
        </time>
      </div>
      <h3 className="mt-2 font-semibold text-slate-900 dark:text-white">{entry.action}</h3>
      <p className="mt-1 break-words text-slate-800 dark:text-slate-200">{entry.details}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {entry.user}
        {entry.userEmail && ` (${entry.userEmail})`}
        {entry.ipAddress && ` · IP ${entry.ipAddress}`}
      </p>
    </article>
  )
}
