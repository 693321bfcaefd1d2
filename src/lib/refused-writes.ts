// The writes the server refused when the service worker replayed them ('Gönderilemeyenler'), read live
// from the outbox database's `refused` table, the way outbox-count.ts reads the queue: a live query
// re-runs when the worker adds a refused write. Who writes the table (docs/rules/offline-demo-and-sync.md#refused-writes):
// the worker adds rows (a refusal on replay) and drops a user's rows on sign-out; the page removes one
// row when it was sent again or discarded, and records the server's new message when a resend is
// refused too. Nothing else writes it, so the page's writes cannot race the worker's on a row.
import './zod-config'
import { useLiveQuery } from 'dexie-react-hooks'
import { refusedWriteSchema, type RefusedWrite } from '../../api/lib/refused-write.shared'
import { outboxDb } from './outbox-count'

const refused = () => outboxDb().table<RefusedWrite, string>('refused')

/** One user's refused writes on this device, oldest first; rows that do not parse are left out. */
export async function listRefusedWritesOf(userId: string): Promise<RefusedWrite[]> {
  if (typeof indexedDB === 'undefined') return []
  try {
    const rows = await refused().where('userId').equals(userId).toArray()
    return rows
      .flatMap((row) => {
        const result = refusedWriteSchema.safeParse(row)
        return result.success ? [result.data] : []
      })
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  } catch {
    return [] // storage refused (private mode, quota): nothing was kept either
  }
}

/** How many of the user's writes were refused: what signing them out would discard with the queue. */
export async function countRefusedWritesOf(userId: string): Promise<number> {
  return (await listRefusedWritesOf(userId)).length
}

const NONE: readonly RefusedWrite[] = []

/** The signed-in user's refused writes, re-rendered whenever the table changes (none when signed out). */
export function useRefusedWrites(userId: string | null): readonly RefusedWrite[] {
  return useLiveQuery(() => (userId ? listRefusedWritesOf(userId) : NONE), [userId], NONE)
}

/** Sent again (the server took it, or the worker queued it) or discarded by the user. */
export async function forgetRefusedWrite(id: string): Promise<void> {
  await refused().delete(id)
}

/** A resend was refused too: the row keeps the server's newest answer. */
export async function noteRefusedAgain(id: string, status: number, message: string): Promise<void> {
  await refused().update(id, { status, message, refusedAt: new Date().toISOString() })
}
