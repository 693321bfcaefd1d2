// The desk's table columns (the cards show the same fields on phones). Sortable columns are the
// server's sort fields (api/support-desk/support-desk.shared.ts).
import type { DeskItem } from '../../../api/support-desk/support-desk.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { priorityLabel, requestStatusLabel } from '../../lib/status-labels'
import { TYPE_LABELS } from './desk-labels'
import { formatDateTime } from '../../lib/format-date'

export const openButtonClass =
  'text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-400'

export function deskColumns(onOpen: (item: DeskItem) => void): DataColumn<DeskItem>[] {
  return [
    {
      id: 'title',
      header: 'Talep',
      cell: (item) => (
        <div className="min-w-48">
          <p className="font-semibold">{item.title}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {TYPE_LABELS[item.type]}
            {item.website ? ` · ${item.website}` : ''}
          </p>
        </div>
      ),
    },
    {
      id: 'customer',
      header: 'Müşteri',
      cell: (item) => (
        <div className="min-w-40">
          <p>{item.customer?.name ?? '—'}</p>
          <p className="text-slate-600 dark:text-slate-400">{item.customer?.email ?? ''}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Durum',
      sortable: true,
      cell: (item) => <StatusBadge status={requestStatusLabel(item.status)} />,
    },
    { id: 'priority', header: 'Öncelik', sortable: true, cell: (item) => priorityLabel(item.priority) },
    { id: 'assignee', header: 'Atanan', cell: (item) => item.assignee?.name ?? 'Atanmamış' },
    { id: 'replies', header: 'Yanıt', cell: (item) => item.replyCount, className: 'text-center' },
    {
      id: 'lastActivityAt',
      header: 'Son hareket',
      sortable: true,
      sortDescFirst: true,
      className: 'whitespace-nowrap',
      cell: (item) => formatDateTime(item.lastActivityAt),
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (item) => (
        <button
          type="button"
          onClick={() => onOpen(item)}
          aria-label={`Aç: ${item.title}`}
          className={openButtonClass}
        >
          Aç
        </button>
      ),
    },
  ]
}
