import { Dexie, type DexieOptions, type Table } from 'dexie'
import type { ResourceName, resources } from '../../api/kernel/resources'
import type { RecordOf } from '../../api/kernel/resource'
import type { IdempotencyKeyRecord } from '../../api/auth/auth-records.shared'
import type { SystemSettings } from '../../api/settings/settings.shared'
import { resourceStores } from './resource-stores'
import { upgradeToVersion11 } from './dexie-upgrades'

// The service worker's emulated database: one IndexedDB database with a table per declared resource
// (their stores derive from the declarations, sw/emulation/resource-stores.ts) and the few companion
// tables that are not resources: idempotency keys, the settings document, host secrets, read marks and
// upload bytes.

export const EMULATION_DB_NAME = 'sitekur-emulation'

/** Stored settings document (one row, key 'system') and host secrets (key → value). */
export interface SettingsRow {
  key: string
  value: Partial<SystemSettings>
}
export interface MetaRow {
  key: string
  value: string
}
/** A notification's read mark (primary key [notificationId+userId]). */
export interface NotificationReadRow {
  notificationId: string
  userId: string
  readAt: string
}
/** The bytes of an upload (the FileStore of the service worker). */
export interface FileRow {
  key: string
  bytes: Uint8Array
}

/** The companion tables' stores; `[a+b]` is a compound key. */
const COMPANION_STORES = {
  idempotencyKeys: '[scope+key], createdAt',
  settings: 'key',
  meta: 'key',
  notificationReads: '[notificationId+userId], notificationId, userId',
  files: 'key',
} as const

/** Companion rows that go with a deleted resource record (the SQL schema's ON DELETE CASCADE). */
export const COMPANION_REFERENCES = [
  { table: 'notificationReads', field: 'userId', resource: 'users' },
  { table: 'notificationReads', field: 'notificationId', resource: 'notifications' },
] as const

export type EmulationTableName = ResourceName | keyof typeof COMPANION_STORES

type ResourceTables = {
  [K in ResourceName]: Table<RecordOf<(typeof resources)[K]>, string>
}

interface CompanionTables {
  idempotencyKeys: Table<IdempotencyKeyRecord, [string, string]>
  settings: Table<SettingsRow, string>
  meta: Table<MetaRow, string>
  notificationReads: Table<NotificationReadRow, [string, string]>
  files: Table<FileRow, string>
}

/** The tables a repository works on: the database itself, or tables bound to one transaction. */
export type EmulationTables = ResourceTables & CompanionTables

export const EMULATION_TABLE_NAMES = [
  ...Object.keys(resourceStores()),
  ...Object.keys(COMPANION_STORES),
] as readonly EmulationTableName[]

/**
 * Since version 3 the resource stores derive from the declarations (version 4 added the rateLimits
 * resource, version 5 preview sessions, form drafts, published sites, site visits and visit salts;
 * version 6 the audit trail, thread replies, two-factor credentials and account invitations; version 7
 * invoice series and reminders, approvals and job runs, with the rows upgraded by upgradeToVersion7;
 * version 8 notification deliveries, the SMS log, push subscriptions, e-mail templates and the mail
 * queue's state, campaigns and campaign recipients (upgradeToVersion8); version 9 website versions,
 * version 10 the published sites' form submissions, page views and own domains, no row changes, so the
 * rows of an older database still go through upgradeToVersion8, which skips rows already upgraded;
 * version 11 the customers' subscriptions and forgotten-password resets, and the packages' codes and
 * yearly prices (upgradeToVersion11, which runs upgradeToVersion8 first), and the card checkouts (a store the
 * offline demo keeps empty: it has no gateway)).
 * Dexie diffs a version's stores against the database it opens, so older versions need no declaration;
 * rows written before it get their derived unique keys on the next write.
 */
export const EMULATION_DB_VERSION = 11

export type EmulationDb = Dexie & EmulationTables

export function openEmulationDb(name: string = EMULATION_DB_NAME, options?: DexieOptions): EmulationDb {
  const db = new Dexie(name, options)
  db.version(EMULATION_DB_VERSION)
    .stores({ ...resourceStores(), ...COMPANION_STORES })
    .upgrade(upgradeToVersion11)
  return db as EmulationDb
}
