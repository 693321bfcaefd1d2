import { Dexie, type DexieOptions, type Table } from 'dexie'
import { z } from 'zod'
import { OUTBOX_DB_NAME, OUTBOX_DB_VERSION, OUTBOX_STORES } from '../api/lib/outbox-store.shared'

// Writes of signed-in users made while the backend was unreachable, kept until the server has them.
// Its own IndexedDB database ('sitekur-outbox'), not the emulation's: clearing the demo never loses a
// real user's write, and the emulation's schema can change freely. Every write transaction asks for
// strict durability (Chromium flushes it to disk before reporting success), so an answered
// `202 queued` survives a crash, a reload and a browser restart. Entries replay oldest first (`seq`).

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

  constructor(name: string = OUTBOX_DB_NAME, options: DexieOptions = {}) {
    super(name, { chromeTransactionDurability: 'strict', ...options })
    this.version(OUTBOX_DB_VERSION).stores(OUTBOX_STORES)
  }
}

/** Rows that do not parse (an older format, a damaged row) are skipped, never replayed. */
function parsed(rows: unknown[]): OutboxEntry[] {
  return rows.flatMap((row) => {
    const result = outboxEntrySchema.safeParse(row)
    return result.success ? [result.data] : []
  })
}

export function createOutbox(db: OutboxDb = new OutboxDb()) {
  const rw = <T>(fn: () => Promise<T>) => db.transaction('rw', db.entries, fn)
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
      return parsed(rows)
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
    async removeUser(userId: string): Promise<number> {
      return rw(() => db.entries.where('userId').equals(userId).delete())
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
