import type { Repositories } from '../ports'

// Where backups of the data live (docs/rules/backups.md): the Node host keeps files in
// DATA_DIR/backups, the offline demo keeps them in the service worker's Cache Storage, tests in memory.
// The format is the API's own (api/backups/backup-format.ts), the same on every store.

export interface BackupFile {
  /** `sitekur-<UTC instant>-<kind>.ndjson.gz` (api/backups/backup-name.ts). */
  name: string
  /** Bytes, compressed. */
  size: number
}

export interface BackupStore {
  /**
   * Runs `read` over one consistent view of the data (SQL: a read-only repeatable-read transaction;
   * stores whose writes cannot interleave with the read just pass their repositories).
   */
  snapshot<R>(read: (repos: Repositories) => Promise<R>): Promise<R>
  /**
   * Stores `body` under `name`; nothing is listed under that name until the whole stream was written
   * (a failed write leaves nothing behind).
   */
  save(name: string, body: ReadableStream<Uint8Array>): Promise<BackupFile>
  /** Every backup, in no particular order. */
  list(): Promise<BackupFile[]>
  /** The stored bytes, or null when there is no such backup. */
  open(name: string): Promise<{ size: number; body: ReadableStream<Uint8Array> } | null>
  /** Returns whether something was removed. */
  remove(name: string): Promise<boolean>
}
