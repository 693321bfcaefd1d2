// The customer's requests, newest first, with their status (updated while the page is open); writes
// kept offline show first as pending.
import type { CustomerRequest } from '../../../../api/schemas/customer-request'
import { QueryNotice } from '../../../components/query-notice'
import { StatusPill } from '../../../components/status-pill'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import {
  PENDING_WRITE_LABEL,
  REQUEST_TYPE_LABELS,
  priorityLabel,
  requestStatusLabel,
} from '../../../lib/status-labels'

const itemClass = 'flex flex-wrap items-start gap-3 p-4'

export function RequestList({
  requests,
  pending,
  loading,
  error,
  onRetry,
}: {
  requests: readonly CustomerRequest[]
  pending: readonly PendingWrite[]
  loading: boolean
  error: string | null
  onRetry: () => void
}) {
  return (
    <section aria-labelledby="my-requests-title">
      <h2 id="my-requests-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Taleplerim
      </h2>
      <div className="mt-3">
        <QueryNotice
          loading={loading}
          error={error}
          empty={requests.length === 0 && pending.length === 0}
          emptyText="Henüz bir talebiniz yok."
          onRetry={onRetry}
        />
        {requests.length + pending.length > 0 && (
          <ul
            aria-label="Talepler"
            className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          >
            {pending.map((write) => (
              <li key={write.id} className={itemClass}>
                <p className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">{write.title}</p>
                <StatusPill status={PENDING_WRITE_LABEL} />
              </li>
            ))}
            {requests.map((request) => (
              <li key={request.id} className={itemClass}>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900 dark:text-white">{request.title}</p>
                  <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
                    {request.description}
                  </p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {REQUEST_TYPE_LABELS[request.type]} · {request.website || 'Genel'} · Öncelik:{' '}
                    {priorityLabel(request.priority)} · {formatDate(request.createdAt)}
                  </p>
                </div>
                <StatusPill status={requestStatusLabel(request.status)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
