// The customer's requests, newest first, with their status (updated while the page is open); each opens
// its thread with the team. Writes kept offline show first as pending.
import { useState } from 'react'
import type { CustomerRequest } from '../../../../api/schemas/customer-request'
import { ListSection } from '../../../components/list-section'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import {
  PENDING_WRITE_LABEL,
  REQUEST_TYPE_LABELS,
  priorityLabel,
  requestStatusLabel,
} from '../../../lib/status-labels'
import { RequestThread } from './request-thread'

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
  const [openId, setOpenId] = useState<string | null>(null)
  return (
    <ListSection
      id="my-requests-title"
      title="Taleplerim"
      listLabel="Talepler"
      count={requests.length + pending.length}
      loading={loading}
      error={error}
      emptyText="Henüz bir talebiniz yok."
      onRetry={onRetry}
    >
      {pending.map((write) => (
        <li key={write.id} className={itemClass}>
          <p className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">{write.title}</p>
          <StatusBadge status={PENDING_WRITE_LABEL} />
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
          <StatusBadge status={requestStatusLabel(request.status)} />
          <div className="w-full">
            <button
              type="button"
              aria-expanded={openId === request.id}
              aria-label={`${openId === request.id ? 'Yazışmayı gizle' : 'Yazışma'}: ${request.title}`}
              onClick={() => setOpenId(openId === request.id ? null : request.id)}
              className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
            >
              {openId === request.id ? 'Yazışmayı gizle' : 'Yazışma'}
            </button>
            {openId === request.id && <RequestThread request={request} />}
          </div>
        </li>
      ))}
    </ListSection>
  )
}
