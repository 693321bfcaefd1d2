// Writes the service worker queued while the backend was unreachable (202 `{queued: true}`), kept
// here so the dashboards can list them as pending next to the server's data. When the worker's outbox
// is empty again (outbox-count.ts) they have reached the server: the list is cleared and every read is
// refetched, which then shows the real records.
import { proxy, subscribe } from 'valtio/vanilla'
import { invalidateAllResources } from './data/resource-query'
import { watchQueuedWrites } from './outbox-count'
import { sessionState } from './session'
import { useStore } from './use-store'

export type PendingWriteKind = 'request' | 'upload' | 'website-request' | 'support-ticket' | 'profile'

export interface PendingWrite {
  id: string
  kind: PendingWriteKind
  /** What the list shows, e.g. the request's title or the file's name. */
  title: string
  /** A sub-list it belongs to (an upload's category). */
  group?: string
  createdAt: string
}

export const pendingWrites = proxy<{ items: PendingWrite[] }>({ items: [] })

let lastCount = 0
let watching = false

function watchOutbox() {
  if (watching) return
  watching = true
  watchQueuedWrites((count) => {
    if (lastCount > 0 && count === 0 && pendingWrites.items.length > 0) {
      pendingWrites.items = []
      void invalidateAllResources()
    }
    lastCount = count
  })
  // Signing out drops the user's outbox in the worker (session.ts): the list goes with it.
  let userId = sessionState.user?.id ?? null
  subscribe(sessionState, () => {
    if ((sessionState.user?.id ?? null) === userId) return
    userId = sessionState.user?.id ?? null
    pendingWrites.items = []
  })
}

export function addPendingWrite(write: Omit<PendingWrite, 'id' | 'createdAt'>): void {
  watchOutbox()
  pendingWrites.items = [
    ...pendingWrites.items,
    { ...write, id: crypto.randomUUID(), createdAt: new Date().toISOString() },
  ]
}

export function usePendingWrites(kind: PendingWriteKind, group?: string): readonly PendingWrite[] {
  const { items } = useStore(pendingWrites)
  return items.filter((item) => item.kind === kind && (group === undefined || item.group === group))
}
