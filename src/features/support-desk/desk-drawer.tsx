// One desk item in the side drawer: who and what, its status moves, assignee and priority, the thread
// with the reply box, and the record's history of changes.
import { useState } from 'react'
import type { DeskPatch } from '../../../api/support-desk/support-desk.shared'
import { deskMessages } from '../../../api/support-desk/desk-messages.shared'
import { RecordHistory } from '../../components/record-history'
import { SideDrawer } from '../../components/side-drawer'
import { StatusBadge } from '../../components/status-badge'
import { ThreadMessages } from '../../components/thread/thread-messages'
import { ThreadReplyForm } from '../../components/thread/thread-reply-form'
import { QueryNotice } from '../../components/query-notice'
import { DESK_UPDATE_FAILED, sendDeskReply, updateDeskItem, useDeskItem } from '../../lib/data/support-desk'
import { requestStatusLabel } from '../../lib/status-labels'
import { notify } from '../../lib/toast'
import { DeskItemControls } from './desk-item-controls'
import { TYPE_LABELS } from './desk-labels'
import { formatDateTime } from '../../lib/format-date'

const RESOURCE = { customerRequest: 'customerRequests', supportTicket: 'supportTickets' } as const

export function DeskDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useDeskItem(id)
  const [busy, setBusy] = useState(false)
  const item = detail.data?.item.id === id ? detail.data.item : undefined

  async function change(patch: DeskPatch) {
    if (!id) return
    setBusy(true)
    try {
      await updateDeskItem(id, patch)
      notify.success(deskMessages.updated)
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : DESK_UPDATE_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={item?.title ?? 'Talep'}
      description={
        item
          ? `${TYPE_LABELS[item.type]} · ${item.customer?.name ?? '—'} (${item.customer?.email ?? ''})`
          : undefined
      }
    >
      {!item ? (
        <QueryNotice
          loading={detail.loading}
          error={detail.error}
          empty
          emptyText={deskMessages.notFound}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <section
            aria-label="Talep bilgileri"
            className="flex flex-col gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={requestStatusLabel(item.status)} />
              <span>Oluşturuldu: {formatDateTime(item.createdAt)}</span>
              {item.website && <span>· Website: {item.website}</span>}
            </div>
            <p className="break-words whitespace-pre-wrap">{item.description}</p>
          </section>
          <DeskItemControls item={item} busy={busy} onChange={(patch) => void change(patch)} />
          <section aria-labelledby="desk-thread-title" className="flex flex-col gap-4">
            <h3 id="desk-thread-title" className="text-base font-bold text-slate-900 dark:text-white">
              Yazışma
            </h3>
            <ThreadMessages
              replies={detail.data?.replies ?? []}
              viewer="admin"
              label="Mesajlar"
              loading={detail.loading}
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
            <ThreadReplyForm
              label="Müşteriye yanıt yaz"
              onSend={async (body, uploadIds) => {
                const outcome = await sendDeskReply(item.id, body, uploadIds)
                if (outcome.kind === 'done') notify.success(outcome.message ?? deskMessages.replySent)
              }}
            />
          </section>
          <RecordHistory resource={RESOURCE[item.kind]} recordId={item.id} />
        </div>
      )}
    </SideDrawer>
  )
}
