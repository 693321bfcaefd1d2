// One desk item as a card (phones).
import type { DeskItem } from '../../../api/support-desk/support-desk.shared'
import { StatusBadge } from '../../components/status-badge'
import { priorityLabel, requestStatusLabel } from '../../lib/status-labels'
import { openButtonClass } from './desk-columns'
import { TYPE_LABELS } from './desk-labels'
import { formatDateTime } from '../../lib/format-date'

export function DeskCard({ item, onOpen }: { item: DeskItem; onOpen: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">{item.title}</h2>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">
            {TYPE_LABELS[item.type]} · {item.customer?.name ?? '—'}
          </p>
        </div>
        <StatusBadge status={requestStatusLabel(item.status)} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Öncelik: {priorityLabel(item.priority)} · Atanan: {item.assignee?.name ?? 'Atanmamış'} ·{' '}
        {item.replyCount} yanıt · {formatDateTime(item.lastActivityAt)}
      </p>
      <button
        type="button"
        onClick={onOpen}
        aria-label={`Aç: ${item.title}`}
        className={`${openButtonClass} self-start`}
      >
        Aç
      </button>
    </li>
  )
}
