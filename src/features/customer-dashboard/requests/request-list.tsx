// The customer's requests and support tickets, newest first, with their status (updated while the page
// is open); each opens its thread with the team. Writes kept offline show first as pending.
import { useState } from 'react'
import { ListSection } from '../../../components/list-section'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import type { PendingWrite } from '../../../lib/pending-writes'
import { PENDING_WRITE_LABEL, priorityLabel, requestStatusLabel } from '../../../lib/status-labels'
import type { MyThread } from './my-threads'
import { RequestThread } from './request-thread'

const itemClass = 'flex flex-wrap items-start gap-3 p-4'

const keyOf = (thread: MyThread) => `${thread.kind}-${thread.id}`

export function RequestList({
  threads,
  pending,
  loading,
  error,
  onRetry,
}: {
  threads: readonly MyThread[]
  pending: readonly PendingWrite[]
  loading: boolean
  error: string | null
  onRetry: () => void
}) {
  const [openKey, setOpenKey] = useState<string | null>(null)
  return (
    <ListSection
      id="my-requests-title"
      title="Taleplerim"
      listLabel="Talepler"
      count={threads.length + pending.length}
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
      {threads.map((thread) => {
        const key = keyOf(thread)
        const open = openKey === key
        return (
          <li key={key} className={itemClass}>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{thread.title}</p>
              <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">
                {thread.description}
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {[
                  thread.typeLabel,
                  thread.website,
                  `Öncelik: ${priorityLabel(thread.priority)}`,
                  formatDate(thread.createdAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <StatusBadge status={requestStatusLabel(thread.status)} />
            <div className="w-full">
              <button
                type="button"
                aria-expanded={open}
                aria-label={`${open ? 'Yazışmayı gizle' : 'Yazışma'}: ${thread.title}`}
                onClick={() => setOpenKey(open ? null : key)}
                className="text-sm font-semibold text-blue-700 underline-offset-4 hover:underline dark:text-blue-300"
              >
                {open ? 'Yazışmayı gizle' : 'Yazışma'}
              </button>
              {open && <RequestThread thread={thread} />}
            </div>
          </li>
        )
      })}
    </ListSection>
  )
}
