// Form drafts kept on this device (IndexedDB through Dexie), so nothing typed is lost to a reload or a
// lost connection. The one entry to Dexie for drafts: it is imported on first use, never at module
// load, so a screen may import this file without putting Dexie on its first load (the landing page).
// Values are stored as given (structured clone) and read back as `unknown`: callers validate them.
import type { Dexie, Table } from 'dexie'

export const DRAFTS_DB_NAME = 'sitekur-drafts'

interface DraftRow {
  key: string
  value: unknown
  updatedAt: number
}

const STORE = 'drafts'
let draftsTable: Promise<Table<DraftRow, string>> | null = null
let draftsDb: Dexie | null = null

function table(): Promise<Table<DraftRow, string>> {
  draftsTable ??= import('dexie')
    .then(({ Dexie }) => {
      const db = new Dexie(DRAFTS_DB_NAME)
      db.version(1).stores({ [STORE]: 'key' })
      draftsDb = db
      return db.table<DraftRow, string>(STORE)
    })
    .catch((error: unknown) => {
      draftsTable = null
      throw error
    })
  return draftsTable
}

/** The stored value, or undefined when there is none (or storage cannot be read). */
export async function loadDraft(key: string): Promise<unknown> {
  try {
    return (await (await table()).get(key))?.value
  } catch {
    return undefined
  }
}

/** Stores (replaces) the draft under `key`; rejects when the browser refuses (quota, private mode). */
export async function saveDraft(key: string, value: unknown): Promise<void> {
  await (await table()).put({ key, value, updatedAt: Date.now() })
}

/**
 * Stores the draft within the calling task and commits at once, for `pagehide`: Dexie starts its
 * transactions a few microtasks later and leaves the commit to auto-commit, and Chromium drops such a
 * transaction with the page on a reload (an explicit commit() is kept; the wizard's e2e checks it).
 * Works once the database is open (after a load or save); false otherwise.
 */
export function saveDraftNow(key: string, value: unknown): boolean {
  try {
    const db = draftsDb?.isOpen() ? draftsDb.backendDB() : null
    if (!db) return false
    const transaction = db.transaction(STORE, 'readwrite')
    transaction.objectStore(STORE).put({ key, value, updatedAt: Date.now() } satisfies DraftRow)
    transaction.commit()
    return true
  } catch {
    return false
  }
}

export async function deleteDraft(key: string): Promise<void> {
  await (await table()).delete(key)
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
  const drafts = await table()
  await drafts.filter((row) => row.key.endsWith(`:${userId}`)).delete()
}
