// The latest three requests with their status and a WhatsApp button that asks support about one; above
// them, the requests still waiting on this device to be sent (pending-writes.ts).
import { ListSection } from '../../../components/list-section'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import { PENDING_WRITE_LABEL, requestStatusLabel } from '../../../lib/status-labels'
import { whatsappRequestLink } from '../../../lib/support-contact'
import type { RequestSummary } from '../request-summaries'

/** What a pending row is, in the words of the server's rows. */
const PENDING_TYPE_LABELS: Partial<Record<PendingWrite['kind'], string>> = {
  'website-request': 'Website talebi',
  request: 'Talep',
}

export function RecentRequests({
  requests,
  pending,
  loading,
  error,
  supportNumber,
  onRetry,
}: {
  requests: readonly RequestSummary[]
  pending: readonly PendingWrite[]
  loading: boolean
  error: string | null
  supportNumber: string
  onRetry: () => void
}) {
  return (
    <ListSection
      id="recent-requests-title"
      title="Son Talepler"
      listLabel="Son talepler"
      count={requests.length + pending.length}
      loading={loading}
      error={error}
      emptyText="Henüz bir talebiniz yok."
      onRetry={onRetry}
    >
      {pending.map((write) => (
        <li key={write.id} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{write.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {PENDING_TYPE_LABELS[write.kind]} · {formatDate(write.createdAt)}
            </p>
          </div>
          <StatusBadge status={PENDING_WRITE_LABEL} />
        </li>
      ))}
      {requests.map((request) => (
        <li key={request.key} className="flex flex-wrap items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{request.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {request.typeLabel} · {formatDate(request.createdAt)}
            </p>
          </div>
          <StatusBadge status={requestStatusLabel(request.status)} />
          <a
            href={whatsappRequestLink(supportNumber, request)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ile sor: ${request.title}`}
            className="inline-flex h-9 items-center rounded-full bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-slate-950 dark:hover:bg-emerald-400"
          >
            WhatsApp
          </a>
        </li>
      ))}
    </ListSection>
  )
}
