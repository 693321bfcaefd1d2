// One request's thread in Taleplerim: the messages (the team's answers appear while the page is open:
// the query refreshes on the live event or the app's polling) and the customer's reply box.
import type { CustomerRequest } from '../../../../api/schemas/customer-request'
import { ThreadMessages } from '../../../components/thread/thread-messages'
import { ThreadReplyForm } from '../../../components/thread/thread-reply-form'
import { sendMyRequestReply, useMyRequestThread } from '../../../lib/data/customer-requests'
import { offlineMessages } from '../../../../api/schemas/api-source'
import { notify } from '../../../lib/toast'

export function RequestThread({ request }: { request: CustomerRequest }) {
  const thread = useMyRequestThread(request.id)
  return (
    <section
      aria-label={`Yazışma: ${request.title}`}
      className="mt-3 flex flex-col gap-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50"
    >
      <ThreadMessages
        replies={thread.data ?? []}
        viewer="customer"
        label="Mesajlar"
        loading={thread.loading}
        error={thread.error}
        onRetry={() => void thread.refetch()}
      />
      <ThreadReplyForm
        label={`Yanıt yaz: ${request.title}`}
        onSend={async (body, uploadIds) => {
          const outcome = await sendMyRequestReply(request.id, body, uploadIds)
          if (outcome.kind === 'done') notify.success(outcome.message ?? 'Yanıtınız gönderildi.')
          else notify.info(offlineMessages.queued)
        }}
      />
    </section>
  )
}
