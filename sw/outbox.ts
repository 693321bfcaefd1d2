import { Dexie, type DexieOptions, type Table } from 'dexie'
import { z } from 'zod'
import { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORES } from '../api/lib/outbox-store.shared'
import { refusedWriteSchema, type RefusedWrite } from '../api/lib/refused-write.shared'

// Writes of signed-in users made while the backend was unreachable, kept until the server has them.
// Its own IndexedDB database ('sitekur-outbox'), not the emulation's: clearing the demo never loses a
// real user's write, and the emulation's schema can change freely. Every write transaction asks for
// strict durability (Chromium flushes it to disk before reporting success), so an answered
// `202 queued` survives a crash, a reload and a browser restart. Entries replay oldest first (`seq`).
// A write the server refuses on replay moves to the `refused` table, in the same transaction that
// removes it from `entries`: it is never lost between the two. The worker only adds refused writes (and
// drops a user's on sign-out); the page removes one when it is sent again or discarded
// (docs/rules/offline-demo-and-sync.md#refused-writes).

export const outboxEntrySchema = z.object({
  seq: z.number().int().optional(),
  id: z.string().min(1),
  userId: z.string().min(1),
  method: z.string().min(1),
  /** Path and query (same origin). */
  url: z.string().startsWith('/'),
  /** The request's headers without Authorization (a fresh token is added on replay). */
  headers: z.array(z.tuple([z.string(), z.string()])),
  body: z.custom<ArrayBuffer>((value) => value instanceof ArrayBuffer).nullable(),
  idempotencyKey: z.string().min(1),
  createdAt: z.string(),
  attempts: z.number().int().min(0),
  /** Epoch ms before which an automatic retry waits (after a 5xx or a failed network). */
  nextAttemptAt: z.number(),
  /** Status of the last attempt (0: the network failed), null before the first. */
  lastStatus: z.number().int().nullable(),
})
export type OutboxEntry = z.infer<typeof outboxEntrySchema>
export type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'attempts' | 'nextAttemptAt' | 'lastStatus'>

export class OutboxDb extends Dexie {
  entries!: Table<OutboxEntry, number>
  refused!: Table<RefusedWrite, string>

  constructor(name: string = OUTBOX_DB_NAME, options: DexieOptions = {}) {
    super(name, { chromeTransactionDurability: 'strict', ...options })
    this.version(OUTBOX_DB_VERSION).stores(OUTBOX_STORES)
  }
}

/** Rows that do not parse (an older format, a damaged row) are skipped, never replayed. */
function parsed<T>(
  rows: unknown[],
  schema: { safeParse(row: unknown): { success: true; data: T } | { success: false } },
): T[] {
  return rows.flatMap((row) => {
    const result = schema.safeParse(row)
    return result.success ? [result.data] : []
  })
}

export type Refusal = Pick<RefusedWrite, 'status' | 'message' | 'refusedAt'>

export function createOutbox(db: OutboxDb = new OutboxDb()) {
  const rw = <T>(fn: () => Promise<T>) => db.transaction('rw', db.entries, fn)
  const rwBoth = <T>(fn: () => Promise<T>) => db.transaction('rw', db.entries, db.refused, fn)
  return {
    async add(entry: NewOutboxEntry): Promise<OutboxEntry> {
      const row: OutboxEntry = { ...entry, attempts: 0, nextAttemptAt: 0, lastStatus: null }
      const seq = await rw(() => db.entries.add(row))
      return { ...row, seq }
    },
    /** Oldest first; only this user's when a user id is given. */
    async list(userId?: string): Promise<OutboxEntry[]> {
      const rows = userId
        ? await db.entries.where('userId').equals(userId).sortBy('seq')
        : await db.entries.orderBy('seq').toArray()
      return parsed(rows, outboxEntrySchema)
    },
    async users(): Promise<string[]> {
      return (await db.entries.orderBy('userId').uniqueKeys()).map(String)
    },
    async count(userId?: string): Promise<number> {
      return userId ? db.entries.where('userId').equals(userId).count() : db.entries.count()
    },
    async update(id: string, patch: Partial<Pick<OutboxEntry, 'attempts' | 'nextAttemptAt' | 'lastStatus'>>) {
      await rw(() => db.entries.where('id').equals(id).modify(patch))
    },
    async remove(id: string): Promise<boolean> {
      return (await rw(() => db.entries.where('id').equals(id).delete())) > 0
    },
    /**
     * Moves an entry the server refused to `refused`, in one transaction; null when it had already left
     * the outbox (its user signed out during the replay): nothing is kept then.
     */
    async refuse(entry: OutboxEntry, refusal: Refusal): Promise<RefusedWrite | null> {
      const { id, userId, method, url, headers, body, createdAt } = entry
      const row: RefusedWrite = { id, userId, method, url, headers, body, createdAt, ...refusal }
      return rwBoth(async () => {
        if ((await db.entries.where('id').equals(id).delete()) === 0) return null
        await db.refused.put(row)
        return row
      })
    },
    /** Oldest first (when the user made them); only this user's when a user id is given. */
    async listRefused(userId?: string): Promise<RefusedWrite[]> {
      const rows = userId
        ? await db.refused.where('userId').equals(userId).toArray()
        : await db.refused.toArray()
      return parsed(rows, refusedWriteSchema).sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    },
    /** Sign-out: the user's queued and refused writes go (the count of queued ones is answered). */
    async removeUser(userId: string): Promise<number> {
      return rwBoth(async () => {
        await db.refused.where('userId').equals(userId).delete()
        return db.entries.where('userId').equals(userId).delete()
      })
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
