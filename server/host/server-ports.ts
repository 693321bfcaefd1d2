import type { InvoicePdfMaker } from '../../api/invoices/invoice-pdf.shared'
import { randomUUID } from 'node:crypto'
import type { ApiPorts } from '../../api/ports'
import type { PushSender } from '../../api/ports/push'
import type { Config } from '../../api/ports/config'
import type { Clock, Logger, Mailer, PasswordHasher } from '../../api/ports/infrastructure'
import type { SmtpConnector } from '../../api/ports/smtp'
import type { Database } from '../db/database'
import { blobBackupStore } from '../backups/blob-backup-store'
import type { BlobStore } from '../files/blob-store'
import { blobFileStore } from '../files/blob-file-store'
import { sharpImageResizer } from '../files/sharp-image-resizer'
import { serverInvoicePdf } from '../files/invoice-font'
import { sqlRepositories } from '../repositories/sql-repositories'
import { createEncryptor } from '../security/encryption'
import { createArgon2Hasher } from '../security/password-hasher'
import type { ServerSecrets } from '../security/secrets-file'
import { isDatabaseUnavailable } from '../db/database-unavailable'

export const systemClock: Clock = { now: () => new Date() }

export interface ServerPortsOptions {
  database: Database
  secrets: ServerSecrets
  mailer: Mailer
  /** SMTP from the system settings (server/mail/settings-smtp.ts). */
  smtp?: SmtpConnector
  logger: Logger
  config: Config
  clock?: Clock
  passwords?: PasswordHasher
  clientIp?: ApiPorts['clientIp']
  /**
   * Where uploads, their copies and backups are kept (server/files/open-blob-store.ts); none: uploads and
   * backups answer 503.
   */
  blobs?: BlobStore
  /** The invoices' PDF font (default: DejaVu Sans from node_modules). */
  invoicePdf?: InvoicePdfMaker
  /** Web Push (server/push/web-push-sender.ts); missing: push is off. */
  push?: PushSender
}

// Everything createApi needs, built from the server's pieces.
export function createServerPorts(options: ServerPortsOptions): ApiPorts {
  const encryptor = createEncryptor(options.secrets.encryptionKey)
  const blobs = options.blobs
  return {
    repos: sqlRepositories(options.database.db, options.database.driver),
    passwords: options.passwords ?? createArgon2Hasher(options.config.maxConcurrentHashes ?? 4),
    mailer: options.mailer,
    clock: options.clock ?? systemClock,
    ids: { uuid: () => randomUUID() },
    secrets: {
      jwtSecret: options.secrets.jwtSecret,
      encrypt: encryptor.encrypt,
      decrypt: encryptor.decrypt,
    },
    config: options.config,
    logger: options.logger,
    invoicePdf: options.invoicePdf ?? serverInvoicePdf,
    ...(blobs ? { files: blobFileStore(blobs), images: sharpImageResizer } : {}),
    ...(options.push ? { push: options.push } : {}),
    ...(blobs ? { backups: blobBackupStore(options.database, blobs) } : {}),
    ...(options.smtp ? { smtp: options.smtp } : {}),
    ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    storeUnavailable: isDatabaseUnavailable,
  }
}
