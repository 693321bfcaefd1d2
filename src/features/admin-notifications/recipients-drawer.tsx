// A sent notification's recipients and each one's delivery state, with the count of each state.
import type { AdminNotification } from '../../../api/notifications/notification-admin.shared'
import { SideDrawer } from '../../components/side-drawer'
import { StatusBadge } from '../../components/status-badge'
import { useRecipients } from '../../lib/data/notifications'
import { DELIVERY_LABELS, TYPE_LABELS } from './notification-labels'
import { formatNumericDateTime } from '../../lib/format-date'

export function RecipientsDrawer({
  notification,
  onClose,
}: {
  notification: AdminNotification | null
  onClose: () => void
}) {
  const { data, error, loading } = useRecipients(notification?.id ?? null)
  return (
    <SideDrawer
      open={notification !== null}
      title={notification ? `Alıcılar: ${notification.title}` : 'Alıcılar'}
      description={
        notification ? `${TYPE_LABELS[notification.type]} · ${notification.recipients} alıcı` : undefined
      }
      onClose={onClose}
    >
      {loading && <p className="text-sm text-slate-600 dark:text-slate-400">Alıcılar yükleniyor…</p>}
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
      {data && (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-wrap gap-2" aria-label="Teslim durumları">
            {Object.entries(data.counts).map(([state, count]) => (
              <div key={state} className="flex items-center gap-1 text-sm">
                <dt>
                  <StatusBadge status={DELIVERY_LABELS[state] ?? { label: state, tone: 'slate' }} />
                </dt>
                <dd className="tabular-nums">{count}</dd>
              </div>
            ))}
          </dl>
          {data.items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Bu bildirimin alıcısı yok.</p>
          ) : (
            <ul
              className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
              aria-label="Alıcı listesi"
            >
              {data.items.map((r) => (
                <li key={r.userId} className="flex items-start justify-between gap-3 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900 dark:text-white">
                      {r.name ?? 'Silinmiş kullanıcı'}
                    </p>
                    <p className="truncate text-slate-600 dark:text-slate-400">{r.to || r.email}</p>
                    {r.error && <p className="text-red-700 dark:text-red-300">{r.error}</p>}
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {formatNumericDateTime(r.readAt ?? r.sentAt ?? r.updatedAt)}
                    </p>
                  </div>
                  <StatusBadge status={DELIVERY_LABELS[r.state] ?? { label: r.state, tone: 'slate' }} />
                </li>
              ))}
            </ul>
          )}
          {data.total > data.items.length && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              İlk {data.items.length} alıcı gösteriliyor (toplam {data.total}).
            </p>
          )}
        </div>
      )}
    </SideDrawer>
  )
}
