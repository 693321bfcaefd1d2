// Form drafts kept on this device, so nothing typed is lost to a reload or a lost connection
// (docs/drafts.md). IndexedDB (Dexie) holds them; a localStorage copy covers a write that has not
// committed when the page goes away (drafts-fallback.ts). Dexie is imported on first use, never at
// module load, so a screen may import this file without putting Dexie on its first load.
// Values are stored as given and read back as `unknown`: callers validate them. They must survive
// JSON (the localStorage copy), which form values do.
import type { DraftsDatabase } from './drafts-db'
import { DRAFTS_STORE, newerDraft } from './drafts-record'
import type { DraftRecord, DraftRow } from './drafts-record'
import { clearDraftFallback, clearDraftFallbacksEndingWith, readDraftFallback } from './drafts-fallback'

let opening: Promise<DraftsDatabase> | null = null
/** The database once imported, for the synchronous write on `pagehide`. */
let loaded: DraftsDatabase | null = null

function database(): Promise<DraftsDatabase> {
  opening ??= import('./drafts-db')
    .then(({ draftsDatabase }) => (loaded = draftsDatabase()))
    .catch((error: unknown) => {
      opening = null
      throw error
    })
  return opening
}

async function storedRecord(key: string): Promise<DraftRecord | null> {
  try {
    const row = await (await database()).drafts.get(key)
    return row ? { value: row.value, updatedAt: row.updatedAt } : null
  } catch {
    return null
  }
}

/** The newest copy of the draft (IndexedDB or the localStorage copy), or null when there is none. */
export async function loadDraftRecord(key: string): Promise<DraftRecord | null> {
  return newerDraft(await storedRecord(key), readDraftFallback(key))
}

/** The stored value, or undefined when there is none (or storage cannot be read). */
export async function loadDraft(key: string): Promise<unknown> {
  return (await loadDraftRecord(key))?.value
}

/**
 * Stores (replaces) the draft under `key`; resolves once the IndexedDB transaction has committed
 * (Dexie resolves a write on the transaction's `complete`), rejects when the browser refuses.
 */
export async function saveDraft(key: string, value: unknown, updatedAt = Date.now()): Promise<void> {
  await (await database()).drafts.put({ key, value, updatedAt })
}

/**
 * Starts the write within the calling task and commits at once, for `pagehide`: Dexie starts its
 * transactions a few microtasks later, too late for a page that is going away. `onCommitted` runs on
 * the transaction's `complete`. False when the database is not open yet (nothing was read or saved).
 */
export function saveDraftNow(key: string, record: DraftRecord, onCommitted?: () => void): boolean {
  try {
    const db = loaded?.isOpen() ? loaded.backendDB() : null
    if (!db) return false
    const transaction = db.transaction(DRAFTS_STORE, 'readwrite')
    transaction.objectStore(DRAFTS_STORE).put({ key, ...record } satisfies DraftRow)
    if (onCommitted) transaction.addEventListener('complete', onCommitted)
    transaction.commit()
    return true
  } catch {
    return false
  }
}

/**
 * Moves a localStorage copy that is newer than IndexedDB's into IndexedDB and drops the copy once
 * IndexedDB holds it (an older copy is dropped at once). Run when a form with a draft opens.
 */
export async function settleDraftFallback(key: string): Promise<void> {
  const db = await database()
  const copy = readDraftFallback(key)
  if (!copy) return
  // Compared and written in one transaction: a newer write of the form must not be overwritten.
  await db.transaction('rw', db.drafts, async () => {
    const stored = await db.drafts.get(key)
    if (!stored || copy.updatedAt > stored.updatedAt) await db.drafts.put({ key, ...copy })
  })
  clearDraftFallback(key, copy.updatedAt)
}

export async function deleteDraft(key: string): Promise<void> {
  clearDraftFallback(key)
  await (await database()).drafts.delete(key)
}

/** Draft keys are `<form>:<userId>`, so one user's drafts can be found (and dropped on sign-out). */
export function userDraftKey(form: string, userId: string): string {
  return `${form}:${userId}`
}

/**
 * Drops every draft of the user: called on sign-out, so an unsent form (panel passwords included)
 * does not stay on a shared device.
 */
export async function deleteUserDrafts(userId: string): Promise<void> {
  clearDraftFallbacksEndingWith(`:${userId}`)
  const db = await database()
  await db.drafts.filter((row) => row.key.endsWith(`:${userId}`)).delete()
}
