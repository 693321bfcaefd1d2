// The audit trail's table columns: time, actor, kind of record, the record, action, changed fields, and
// the button that opens the record's history.
import type { AuditRecord } from '../../../api/audit/audit.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { AUDIT_ACTION_LABELS, resourceLabel } from '../../lib/audit-labels'
import { formatNumericDateTime } from '../../lib/format-date'

const NAME_FIELDS = ['name', 'websiteName', 'title', 'email', 'originalName'] as const

/** A readable name for the row's record (its name as the change shows it), else its id. */
export function recordName(row: AuditRecord): string {
  for (const side of [row.after, row.before]) {
    for (const field of NAME_FIELDS) {
      const value = side?.[field]
      if (typeof value === 'string' && value) return value
    }
  }
  return row.recordId
}

export function changedFieldNames(row: AuditRecord): string {
  if (row.action !== 'update') return '—'
  return Object.keys(row.after ?? row.before ?? {}).join(', ') || '—'
}

export function auditColumns(onOpen: (row: AuditRecord) => void): DataColumn<AuditRecord>[] {
  return [
    {
      id: 'at',
      header: 'Zaman',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: (row) => <time dateTime={row.at}>{formatNumericDateTime(row.at)}</time>,
    },
    {
      id: 'actor',
      header: 'Kişi',
      cell: (row) => (
        <div className="min-w-36">
          <p className="font-semibold">{row.actorName}</p>
          <p className="text-slate-600 dark:text-slate-400">{row.ipAddress ? `IP ${row.ipAddress}` : '—'}</p>
        </div>
      ),
    },
    { id: 'resource', header: 'Kayıt türü', cell: (row) => resourceLabel(row.resource) },
    {
      id: 'record',
      header: 'Kayıt',
      cell: (row) => <p className="max-w-56 min-w-32 break-words">{recordName(row)}</p>,
    },
    {
      id: 'action',
      header: 'İşlem',
      cell: (row) => <StatusBadge status={AUDIT_ACTION_LABELS[row.action]} />,
    },
    {
      id: 'fields',
      header: 'Değişen alanlar',
      cell: (row) => (
        <p className="max-w-xs min-w-32 font-mono text-xs break-words">{changedFieldNames(row)}</p>
      ),
    },
    {
      id: 'open',
      header: 'Geçmiş',
      cell: (row) => (
        <button
          type="button"
          onClick={() => onOpen(row)}
          className="rounded-md px-2 py-1 text-sm font-semibold whitespace-nowrap text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
          aria-label={`Geçmişi aç: ${resourceLabel(row.resource)} ${recordName(row)}`}
        >
          Geçmişi aç
        </button>
      ),
    },
  ]
}
