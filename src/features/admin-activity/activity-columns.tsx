// The activity log's table columns: time, actor, action, details, type, severity, address.
import type { ActivityLogEntry } from '../../../api/activity/activity-log.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { ACTIVITY_SEVERITY_LABELS, ACTIVITY_TYPE_LABELS } from '../../lib/audit-labels'
import { formatNumericDateTime } from '../../lib/format-date'

export function activityColumns(): DataColumn<ActivityLogEntry>[] {
  return [
    {
      id: 'timestamp',
      header: 'Zaman',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: (entry) => <time dateTime={entry.timestamp}>{formatNumericDateTime(entry.timestamp)}</time>,
    },
    {
      id: 'actor',
      header: 'Kişi',
      cell: (entry) => (
        <div className="min-w-36">
          <p className="font-semibold">{entry.user}</p>
          <p className="text-slate-600 dark:text-slate-400">{entry.userEmail || '—'}</p>
        </div>
      ),
    },
    { id: 'action', header: 'İşlem', cell: (entry) => <span className="font-medium">{entry.action}</span> },
    {
      id: 'details',
      header: 'Ayrıntı',
      cell: (entry) => <p className="max-w-md min-w-48 break-words">{entry.details || '—'}</p>,
    },
    { id: 'type', header: 'Tür', cell: (entry) => <StatusBadge status={ACTIVITY_TYPE_LABELS[entry.type]} /> },
    {
      id: 'severity',
      header: 'Önem',
      cell: (entry) => <StatusBadge status={ACTIVITY_SEVERITY_LABELS[entry.severity]} />,
    },
    {
      id: 'ipAddress',
      header: 'IP',
      className: 'whitespace-nowrap font-mono text-xs',
      cell: (entry) => entry.ipAddress ?? '—',
    },
  ]
}
