// The table's columns: title and message, type, target, status, recipients, time, actions (send a draft or
// scheduled one, edit it, recipients, delete). Sortable columns are the server's sort fields.
import type { AdminNotification } from '../../../api/notifications/notification-admin.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { smallButtonClass } from '../../components/form-styles'
import { StatusBadge } from '../../components/status-badge'
import { STATUS_LABELS, TARGET_LABELS, TYPE_LABELS } from './notification-labels'
import { formatNumericDateTime } from '../../lib/format-date'

export interface NotificationActionHandlers {
  busyId: string | null
  onSend: (n: AdminNotification) => void
  onEdit: (n: AdminNotification) => void
  onRecipients: (n: AdminNotification) => void
  onDelete: (n: AdminNotification) => void
}

const pending = (n: AdminNotification) => n.status === 'draft' || n.status === 'scheduled'

function Actions({ n, ...handlers }: { n: AdminNotification } & NotificationActionHandlers) {
  const busy = handlers.busyId === n.id
  return (
    <div className="flex flex-wrap gap-2">
      {pending(n) && (
        <>
          <button
            type="button"
            className={smallButtonClass}
            disabled={busy}
            onClick={() => handlers.onSend(n)}
            aria-label={`${n.status === 'draft' ? 'Gönder' : 'Şimdi gönder'}: ${n.title}`}
          >
            {n.status === 'draft' ? 'Gönder' : 'Şimdi gönder'}
          </button>
          <button
            type="button"
            className={smallButtonClass}
            disabled={busy}
            onClick={() => handlers.onEdit(n)}
            aria-label={`Düzenle: ${n.title}`}
          >
            Düzenle
          </button>
        </>
      )}
      {!pending(n) && (
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => handlers.onRecipients(n)}
          aria-label={`Alıcılar: ${n.title}`}
        >
          Alıcılar
        </button>
      )}
      {n.status !== 'sending' && (
        <button
          type="button"
          className={`${smallButtonClass} text-red-700 dark:text-red-300`}
          disabled={busy}
          onClick={() => handlers.onDelete(n)}
          aria-label={`Sil: ${n.title}`}
        >
          Sil
        </button>
      )}
    </div>
  )
}

export function notificationColumns(handlers: NotificationActionHandlers): DataColumn<AdminNotification>[] {
  return [
    {
      id: 'title',
      header: 'Bildirim',
      sortable: true,
      cell: (n) => (
        <div className="max-w-md min-w-48">
          <p className="font-semibold text-slate-900 dark:text-white">{n.title}</p>
          <p className="line-clamp-2 text-slate-600 dark:text-slate-400">{n.message}</p>
        </div>
      ),
    },
    { id: 'type', header: 'Tür', cell: (n) => TYPE_LABELS[n.type] },
    {
      id: 'target',
      header: 'Hedef',
      cell: (n) => (n.target === 'specific' ? (n.targetValue ?? '') : TARGET_LABELS[n.target]),
    },
    {
      id: 'status',
      header: 'Durum',
      cell: (n) => <StatusBadge status={STATUS_LABELS[n.status] ?? { label: n.status, tone: 'slate' }} />,
    },
    {
      id: 'recipients',
      header: 'Alıcı',
      cell: (n) => String(n.recipients),
      className: 'text-right tabular-nums',
    },
    {
      id: 'createdAt',
      header: 'Zaman',
      sortable: true,
      sortDescFirst: true,
      cell: (n) =>
        n.sentAt
          ? `Gönderildi: ${formatNumericDateTime(n.sentAt)}`
          : n.scheduledAt
            ? `Zamanlandı: ${formatNumericDateTime(n.scheduledAt)}`
            : `Oluşturuldu: ${formatNumericDateTime(n.createdAt)}`,
      className: 'whitespace-nowrap',
    },
    { id: 'actions', header: 'İşlemler', cell: (n) => <Actions n={n} {...handlers} /> },
  ]
}
