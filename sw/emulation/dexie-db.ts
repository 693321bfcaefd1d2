import { Dexie, type DexieOptions, type Table } from 'dexie'
import type { ActivityLogEntry } from '../../api/schemas/activity-log'
import type { CustomerRequestRecord, SupportTicketRecord } from '../../api/schemas/customer-request'
import type { InvoiceRecord } from '../../api/schemas/invoice'
import type { NotificationRecord } from '../../api/schemas/notification'
import type { UploadRecord } from '../../api/schemas/upload'
import type { WebsiteRequestRecord } from '../../api/schemas/website-request'
import type {
  EmailVerificationRecord,
  IdempotencyKeyRecord,
  OutgoingMailRecord,
  RefreshTokenRecord,
} from '../../api/schemas/auth-records'
import type { PackageRecord } from '../../api/schemas/package'
import type { SystemSettings } from '../../api/schemas/settings'
import type { UserRecord } from '../../api/schemas/user'
import type { WebsiteRecord } from '../../api/schemas/website'

// The service worker's emulated database: one IndexedDB database with one table per repository of
// api/ports.ts. Records are stored as the API hands them over; the few derived keys below exist only
// to give IndexedDB something to index (it cannot index expressions or partial sets).

export const EMULATION_DB_NAME = 'sitekur-emulation'

/** A website row: `domainKey` is the lower-cased domain, absent when empty (partial unique index). */
export type WebsiteRow = WebsiteRecord & { domainKey?: string }

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

export type EmulationTableName =
  | 'users'
  | 'refreshTokens'
  | 'emailVerifications'
  | 'websites'
  | 'packages'
  | 'activityLog'
  | 'idempotencyKeys'
  | 'outbox'
  | 'settings'
  | 'meta'
  | 'websiteRequests'
  | 'customerRequests'
  | 'supportTickets'
  | 'notifications'
  | 'notificationReads'
  | 'invoices'
  | 'uploads'
  | 'files'

export class EmulationDb extends Dexie {
  users!: Table<UserRecord, string>
  refreshTokens!: Table<RefreshTokenRecord, string>
  emailVerifications!: Table<EmailVerificationRecord, string>
  websites!: Table<WebsiteRow, string>
  packages!: Table<PackageRecord, string>
  activityLog!: Table<ActivityLogEntry, string>
  idempotencyKeys!: Table<IdempotencyKeyRecord, [string, string]>
  outbox!: Table<OutgoingMailRecord, string>
  settings!: Table<SettingsRow, string>
  meta!: Table<MetaRow, string>
  websiteRequests!: Table<WebsiteRequestRecord, string>
  customerRequests!: Table<CustomerRequestRecord, string>
  supportTickets!: Table<SupportTicketRecord, string>
  notifications!: Table<NotificationRecord, string>
  notificationReads!: Table<NotificationReadRow, [string, string]>
  invoices!: Table<InvoiceRecord, string>
  uploads!: Table<UploadRecord, string>
  files!: Table<FileRow, string>

  constructor(name: string = EMULATION_DB_NAME, options?: DexieOptions) {
    super(name, options)
    // `&` unique, `[a+b]` compound. Rows whose indexed value is null are not indexed, so the
    // Google identity is unique only when both parts are set (as in the SQL schema).
    this.version(1).stores({
      users: 'id, &email, &[googleIssuer+googleSubject], role, status, createdAt',
      refreshTokens: 'id, &tokenHash, familyId, parentId, userId, expiresAt',
      emailVerifications: 'id, userId, [userId+createdAt], &linkTokenHash, email',
      websites: 'id, &domainKey, domain, ownerId, ownerEmail, status, createdAt',
      packages: 'id, name, createdAt',
      activityLog: 'id, timestamp, [timestamp+id]',
      idempotencyKeys: '[scope+key], createdAt',
      outbox: 'id, to, createdAt',
      settings: 'key',
      meta: 'key',
    })
    // v2 (core loop): website requests, dashboard requests, tickets, notifications (+ read marks),
    // invoices, uploads and their bytes. `*recipientIds` is a multi-entry index: one key per user.
    this.version(2).stores({
      websiteRequests: 'id, &requestNumber, userId, status, createdAt',
      customerRequests: 'id, userId, status, createdAt',
      supportTickets: 'id, userId, status, createdAt',
      notifications: 'id, *recipientIds, status, createdAt',
      notificationReads: '[notificationId+userId], userId',
      invoices: 'id, &number, userId, status, createdAt',
      uploads: 'id, &storageKey, userId, createdAt',
      files: 'key',
    })
  }
}

/** The tables a repository works on: the database itself, or tables bound to one transaction. */
export type EmulationTables = Pick<EmulationDb, EmulationTableName>

export const EMULATION_TABLE_NAMES: readonly EmulationTableName[] = [
  'users',
  'refreshTokens',
  'emailVerifications',
  'websites',
  'packages',
  'activityLog',
  'idempotencyKeys',
  'outbox',
  'settings',
  'meta',
  'websiteRequests',
  'customerRequests',
  'supportTickets',
  'notifications',
  'notificationReads',
  'invoices',
  'uploads',
  'files',
]
