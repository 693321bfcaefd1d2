// The latest three requests with their status and a WhatsApp button that asks support about one.
import { ListSection } from '../../../components/list-section'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import { requestStatusLabel } from '../../../lib/status-labels'
import { whatsappRequestLink } from '../../../lib/support-contact'
import type { RequestSummary } from '../request-summaries'

export function RecentRequests({
  requests,
  loading,
  error,
  supportNumber,
  onRetry,
}: {
  requests: readonly RequestSummary[]
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
      count={requests.length}
      loading={loading}
      error={error}
      emptyText="Henüz bir talebiniz yok."
      onRetry={onRetry}
    >
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
