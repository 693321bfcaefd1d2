// The customer's website requests and where each stands (updated while the page is open).
import { ListSection } from './list-section'
import { StatusBadge } from './status-badge'
import { useMyWebsiteRequests } from '../lib/data/website-requests'
import { formatDate } from '../lib/format-date'
import { usePendingWrites } from '../lib/pending-writes'
import { PENDING_WRITE_LABEL, requestStatusLabel } from '../lib/status-labels'

const itemClass = 'flex flex-wrap items-center gap-3 p-4'

export function WebsiteRequestsList() {
  const requests = useMyWebsiteRequests()
  const pending = usePendingWrites('website-request')
  const list = requests.data ?? []
  return (
    <ListSection
      id="website-requests-title"
      title="Website Taleplerim"
      intro="Talebiniz ekibimiz tarafından onaylandıktan sonra siteniz geliştirilir ve yayına alınır."
      listLabel="Website talepleri"
      count={list.length + pending.length}
      loading={requests.loading}
      error={requests.error}
      emptyText="Henüz bir website talebiniz yok."
      onRetry={() => void requests.refetch()}
    >
      {pending.map((write) => (
        <li key={write.id} className={itemClass}>
          <p className="min-w-0 flex-1 truncate font-semibold text-slate-900 dark:text-white">
            {write.title}
          </p>
          <StatusBadge status={PENDING_WRITE_LABEL} />
        </li>
      ))}
      {list.map((request) => (
        <li key={request.id} className={itemClass}>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{request.websiteName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {request.requestNumber} · {formatDate(request.requestDate)}
            </p>
          </div>
          <StatusBadge
            status={requestStatusLabel(request.status)}
            testId={`website-request-status-${request.id}`}
          />
          {/* Why the team turned it down (docs/rules/website-requests.md#rejecting-a-request). */}
          {request.status === 'rejected' && request.rejectionReason && (
            <p className="w-full rounded-lg bg-red-50 p-3 text-sm break-words whitespace-pre-wrap text-red-900 dark:bg-red-400/10 dark:text-red-200">
              <strong className="font-semibold">Red nedeni:</strong> {request.rejectionReason}
            </p>
          )}
        </li>
      ))}
    </ListSection>
  )
}
