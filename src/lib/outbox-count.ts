// How many writes wait in the service worker's outbox, read live from its IndexedDB database. The worker
// writes the outbox with Dexie too, and Dexie tells every same-origin context of a change over a
// BroadcastChannel, so a live query here re-runs when the worker queues or replays a write, without
// polling and without a message of our own. The page never writes `entries`; its one write to this
// database is to the `refused` table (refused-writes.ts), through the same connection (outboxDb).
import { Dexie, liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORES } from '../../api/lib/outbox-store.shared'

let outbox: Dexie | null = null

/** The page's one connection to the worker's outbox database, opened on first use. */
export function outboxDb(): Dexie {
  if (!outbox) {
    outbox = new Dexie(OUTBOX_DB_NAME)
    outbox.version(OUTBOX_DB_VERSION).stores(OUTBOX_STORES)
  }
  return outbox
}

/** Every user's queued writes on this device (what the worker will send when the server answers). */
export async function countQueuedWrites(): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0
  try {
    return await outboxDb().table('entries').count()
  } catch {
    return 0 // storage refused (private mode, quota): nothing can be queued either
  }
}

/** One user's queued writes on this device: what signing them out would discard. */
export async function countQueuedWritesOf(userId: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0
  try {
    return await outboxDb().table('entries').where('userId').equals(userId).count()
  } catch {
    return 0
  }
}

/** Calls `listener` with the count now and after every change; returns a stop. */
export function watchQueuedWrites(listener: (count: number) => void): () => void {
  const subscription = liveQuery(countQueuedWrites).subscribe({ next: listener })
  return () => subscription.unsubscribe()
}

/** The count, re-rendered whenever it changes (0 until known). */
export function useQueuedWriteCount(): number {
  return useLiveQuery(countQueuedWrites, [], 0)
}
