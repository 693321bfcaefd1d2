// The screens' 'Gönderilmeyi bekliyor' rows and what the page does once they are sent. The rows are the
// signed-in user's writes in the service worker's outbox (queued-writes.ts), so they are listed in place
// after any reload. When the outbox empties after writes reached the server, every read is refetched (the
// rows become the server's records) and a short notice says how many went ('3 değişiklik gönderildi.').
import { offlineMessages } from '../../api/lib/api-source.shared'
import { invalidateAllResources } from './data/resource-query'
import { watchQueuedWrites } from './outbox-count'
import { useQueuedWrites, type PendingWrite, type PendingWriteKind } from './queued-writes'
import { onServiceWorkerMessage } from './service-worker-bridge'
import { sessionState } from './session'
import { notify } from './toast'
import { useStore } from './use-store'

export type { PendingWrite, PendingWriteKind } from './queued-writes'

/**
 * The worker tells of each write it sent and the outbox tells of its count, in no fixed order: the notice
 * waits this long after the last of them, so one drain is one notice with the whole count.
 */
export const SENT_NOTICE_SETTLE_MS = 250

/** The user's queued writes of one kind (and group), oldest first. */
export function usePendingWrites(kind: PendingWriteKind, group?: string): readonly PendingWrite[] {
  const userId = useStore(sessionState).user?.id ?? null
  return useQueuedWrites(userId).filter(
    (write) => write.kind === kind && (group === undefined || write.group === group),
  )
}

let listening = false

/**
 * Listens for sent writes from now until the page closes: refetches and says how many. Once per page and
 * never stopped: the banner that starts it can remount (a lazy chunk suspending it) just as a replay
 * ends, and a count kept in that component would be lost with the notice.
 */
export function listenForSentWrites(): void {
  if (listening) return
  listening = true
  let sent = 0
  let queued = 0
  let timer: ReturnType<typeof setTimeout> | null = null

  const settle = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      if (sent === 0 || queued > 0) return
      notify.success(offlineMessages.sent(sent))
      sent = 0
      void invalidateAllResources()
    }, SENT_NOTICE_SETTLE_MS)
  }
  onServiceWorkerMessage((message) => {
    if (message.type !== 'sitekur:replayed' || message.status < 200 || message.status >= 300) return
    sent += 1
    settle()
  })
  watchQueuedWrites((count) => {
    queued = count
    settle()
  })
}
