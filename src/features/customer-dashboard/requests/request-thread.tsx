// One thread in Taleplerim, a request's or a support ticket's: the messages (the team's answers appear
// while the page is open: the query refreshes on the live event or the app's polling) and the customer's
// reply box with attachments (docs/rules/support-desk.md#threads).
import type { ThreadReply } from '../../../../api/support-desk/thread-reply.shared'
import { ThreadMessages } from '../../../components/thread/thread-messages'
import { ThreadReplyForm } from '../../../components/thread/thread-reply-form'
import { sendMyRequestReply, useMyRequestThread } from '../../../lib/data/customer-requests'
import type { ResourceQuery } from '../../../lib/data/resource-query'
import { sendMyTicketReply, useMyTicketThread } from '../../../lib/data/support-tickets'
import type { WriteOutcome } from '../../../lib/data/write-outcome'
import { offlineMessages } from '../../../../api/lib/api-source.shared'
import { deskMessages } from '../../../../api/support-desk/desk-messages.shared'
import { notify } from '../../../lib/toast'
import type { MyThread } from './my-threads'

type Send = (id: string, body: string, uploadIds: string[]) => Promise<WriteOutcome<unknown>>

function ThreadPanel({
  thread,
  replies,
  send,
}: {
  thread: MyThread
  replies: ResourceQuery<ThreadReply[]>
  send: Send
}) {
  return (
    <section
      aria-label={`Yazışma: ${thread.title}`}
      className="mt-3 flex flex-col gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      <ThreadMessages
        replies={replies.data ?? []}
        viewer="customer"
        label="Mesajlar"
        loading={replies.loading}
        error={replies.error}
        onRetry={() => void replies.refetch()}
      />
      <ThreadReplyForm
        label={`Yanıt yaz: ${thread.title}`}
        onSend={async (body, uploadIds) => {
          const outcome = await send(thread.id, body, uploadIds)
          if (outcome.kind === 'done') notify.success(outcome.message ?? deskMessages.replySent)
          else notify.info(offlineMessages.queued)
        }}
      />
    </section>
  )
}

function RequestThreadPanel({ thread }: { thread: MyThread }) {
  return <ThreadPanel thread={thread} replies={useMyRequestThread(thread.id)} send={sendMyRequestReply} />
}

function TicketThreadPanel({ thread }: { thread: MyThread }) {
  return <ThreadPanel thread={thread} replies={useMyTicketThread(thread.id)} send={sendMyTicketReply} />
}

export function RequestThread({ thread }: { thread: MyThread }) {
  return thread.kind === 'ticket' ? (
    <TicketThreadPanel thread={thread} />
  ) : (
    <RequestThreadPanel thread={thread} />
  )
}
