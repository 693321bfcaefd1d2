import type { InvoicePdfMaker } from '../../api/invoices/invoice-pdf.shared'
import type { ApiPorts } from '../../api/ports'
import type { Config } from '../../api/ports/config'
import type { PushSender } from '../../api/ports/push'
import type { Clock, Ids, Logger, Mailer, PasswordHasher } from '../../api/ports/infrastructure'
import { createMemoryBackupStore } from '../../api/backups/memory-backup-store'
import type { BackupStore } from '../../api/ports/backup-store'
import { createCacheBackupStore } from './cache-backup-store'
import { openEmulationDb } from './dexie-db'
import type { EmulationDb } from './dexie-db'
import { createDexieFileStore } from './dexie-file-store'
import { dexieRepositories } from './dexie-repositories'
import { createEmulationSecrets } from './emulation-secrets'
import { createPbkdf2PasswordHasher } from './pbkdf2-password-hasher'

// The ports of the service-worker host: createApi(ports) answers the offline demo from IndexedDB.

export interface DexiePortsOptions {
  /** Absolute base URL of the PWA (links in the mails the demo records). */
  publicUrl: string
  db?: EmulationDb
  clock?: Clock
  ids?: Ids
  logger?: Logger
  passwords?: PasswordHasher
  mailer?: Mailer
  /** The invoices' PDF font (default: the build's copy, fetched once and cached). */
  /** No maker by default: the page makes the demo's PDFs (api/invoices/invoice-pdf.shared.ts). */
  invoicePdf?: InvoicePdfMaker
  /** Extra config (rate limits, TTLs, version); the demo-token switches stay on. */
  config?: Partial<Omit<Config, 'publicUrl' | 'acceptsDemoTokens' | 'issuesDemoTokens'>>
  clientIp?: ApiPorts['clientIp']
  /** The demo's push port (demo-push-sender.ts: the worker shows the notification itself). */
  push?: PushSender
  /** Default: Cache Storage where there is one (the worker), else memory (tests in Node). */
  backups?: BackupStore
}

/**
 * No mail leaves the browser: the API's outbox row is what the demo UI shows (its text; an invoice's PDF
 * attachment is dropped, the demo downloads the PDF from Ödeme instead).
 */
export const emulatedMailer: Mailer = {
  transport: 'emulated',
  async send() {},
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.info(`[sitekur-emulation] ${message}`, fields ?? ''),
  warn: (message, fields) => console.warn(`[sitekur-emulation] ${message}`, fields ?? ''),
  error: (message, fields) => console.error(`[sitekur-emulation] ${message}`, fields ?? ''),
}

/** Async because the signing and encryption keys are read from (or first written to) the database. */
export async function createDexiePorts(options: DexiePortsOptions): Promise<ApiPorts> {
  const db = options.db ?? openEmulationDb()
  const repos = dexieRepositories(db)
  return {
    repos,
    passwords: options.passwords ?? createPbkdf2PasswordHasher(),
    mailer: options.mailer ?? emulatedMailer,
    clock: options.clock ?? { now: () => new Date() },
    ids: options.ids ?? { uuid: () => crypto.randomUUID() },
    secrets: await createEmulationSecrets(db),
    config: {
      ...options.config,
      publicUrl: options.publicUrl.replace(/\/+$/, ''),
      acceptsDemoTokens: true,
      issuesDemoTokens: true,
      // The demo's invoice numbers never come from the real series (docs/rules/invoices-and-plans.md#numbers).
      invoiceNumberPrefix: 'INV-DEMO',
    },
    logger: options.logger ?? consoleLogger,
    files: createDexieFileStore(db),
    backups:
      options.backups ??
      (typeof caches === 'undefined' ? createMemoryBackupStore(repos) : createCacheBackupStore(repos)),
    ...(options.invoicePdf ? { invoicePdf: options.invoicePdf } : {}),
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    ...(options.push ? { push: options.push } : {}),
  }
}
