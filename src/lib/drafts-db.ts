// The drafts database (IndexedDB through Dexie). Imported statically only by the live read
// (drafts-live.ts), which runs on screens that have a form, and lazily by drafts.ts, so a screen
// without one (the landing page) never loads Dexie.
import { Dexie } from 'dexie'
import type { Table } from 'dexie'
import { DRAFTS_DB_NAME, DRAFTS_STORE } from './drafts-record'
import type { DraftRow } from './drafts-record'

export type DraftsDatabase = Dexie & { drafts: Table<DraftRow, string> }

let database: DraftsDatabase | null = null

export function draftsDatabase(): DraftsDatabase {
  if (!database) {
    const db = new Dexie(DRAFTS_DB_NAME) as DraftsDatabase
    db.version(1).stores({ [DRAFTS_STORE]: 'key' })
    database = db
  }
  return database
}
