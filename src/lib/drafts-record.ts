// What a stored draft is, without Dexie: shared by the lazily loaded store (drafts.ts), the
// database (drafts-db.ts), the localStorage copy and the saver.

export const DRAFTS_DB_NAME = 'sitekur-drafts'
export const DRAFTS_STORE = 'drafts'

/**
 * A stored draft. `updatedAt` is its revision: a millisecond time that only grows for a key (a
 * saver numbers each change after the newest it knows), so of two copies the larger one is newer.
 */
export interface DraftRecord {
  value: unknown
  updatedAt: number
}

export interface DraftRow extends DraftRecord {
  key: string
}

/** The newer of two copies of a draft (the IndexedDB one on a tie: it is the durable one). */
export function newerDraft(stored: DraftRecord | null, copy: DraftRecord | null): DraftRecord | null {
  if (!stored) return copy
  if (!copy) return stored
  return copy.updatedAt > stored.updatedAt ? copy : stored
}
