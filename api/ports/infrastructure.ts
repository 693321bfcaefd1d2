import type { LiveEvent } from '../live/live-event.shared'
// The host's services behind the API: password hashing, mail, file storage, time, ids, secrets and
// logging (contract: api/ports.ts).

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(hash: string, password: string): Promise<boolean>
  needsRehash?(hash: string): boolean
}

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  /**
   * What SiteKur itself put into the mail for the reader to act on (a verification code, a link).
   * A console mailer prints these and nothing else: scraping the text would print whatever a user
   * typed into a name. Not stored in the outbox (the text carries them already).
   */
  highlights?: { code?: string; link?: string }
  /**
   * Files sent with the mail (an invoice's PDF). The outbox row names them and their bytes wait in the
   * FileStore until the mail is sent or failed, so a retry carries them too (docs/rules/mail-queue.md#attachments).
   */
  attachments?: readonly MailAttachment[]
  /**
   * Files the mail queue makes right before the mail's first attempt, not in the request that queues it
   * (an invoice's PDF): named by what to make, their bytes kept like `attachments` once made
   * (docs/rules/mail-queue.md#files-made-at-delivery). Never given to a Mailer.
   */
  attachLater?: readonly LaterMailAttachment[]
  /** The Message-ID header, `<local@host>` (a campaign's is deterministic per recipient). */
  messageId?: string
  /** Extra headers (a campaign's List-Unsubscribe and List-Unsubscribe-Post). Not stored in the outbox. */
  headers?: Readonly<Record<string, string>>
  /**
   * SiteKur's own mail this is, with its values: the mail service sends an admin's stored edit of that
   * template instead of the default text (docs/rules/email-templates.md#own-templates). Not stored.
   */
  template?: { key: string; values: Readonly<Record<string, string | number | null | undefined>> }
}

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** A document the mail queue makes when it delivers the mail: the PDF of the invoice `id`. */
export interface MailAttachmentSource {
  kind: 'invoice-pdf'
  id: string
}

/** An attachment named by its source, made at delivery (MailMessage.attachLater). */
export interface LaterMailAttachment {
  filename: string
  contentType: string
  source: MailAttachmentSource
}

/**
 * The API writes every message into `repos.mailQueue` itself and then calls `send`; a Mailer only
 * delivers (SMTP, or a console line) and must not write the outbox again.
 */
export interface Mailer {
  /** Delivers the message; throws on failure (the API records the error in the outbox row). */
  send(message: MailMessage): Promise<void>
  /** Optional: reported by GET /health as `mail` (e.g. 'smtp', 'outbox', 'emulated'). */
  transport?: string
}

/**
 * Bytes by key (uploads). Keys are the API's own (`<userId>/<uploadId>`: letters, digits, '-', '_'
 * and '/'); a host refuses anything else. `put` replaces atomically: a reader sees the old bytes or
 * the new ones, never a part.
 */
/**
 * Makes an image's smaller WebP copies (docs/rules/publishing.md#images): the server's sharp; the service
 * worker has none, and its pages keep the original alone.
 */
export interface ImageResizer {
  /**
   * The image's size and one WebP copy per width of `widths` narrower than it; null when the bytes are
   * not an image it can read.
   */
  variants(
    bytes: Uint8Array,
    widths: readonly number[],
  ): Promise<{
    width: number
    height: number
    copies: { width: number; height: number; bytes: Uint8Array<ArrayBuffer> }[]
  } | null>
}

export interface FileStore {
  /**
   * Writes the stream as it arrives (a server store never holds it whole). When the stream errors
   * (the API stops an upload past its size limit that way), nothing is kept and `put` rejects with
   * that error. Returns the size and the SHA-256 (hex) of what was stored.
   */
  put(key: string, body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<{ size: number; sha256: string }>
  /** null when the key does not exist. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Returns whether something was removed. */
  delete(key: string): Promise<boolean>
}

/**
 * The TrueType font an invoice's PDF embeds (docs/decisions/0015-informational-invoices-and-pdf.md): the
 * server reads it from node_modules, the service worker fetches it from the build's static copy. `load`
 * answers the same bytes every time (the renderer parses them once per process).
 */
export interface FontSource {
  load(): Promise<Uint8Array>
}

export interface Clock {
  now(): Date
}

export interface Ids {
  uuid(): string
}

export interface Secrets {
  /** HS256 signing key of access tokens (and HMAC key of CSRF tokens and code hashes). */
  jwtSecret: string
  /** AES-256-GCM; the output is self-contained text (e.g. base64url of iv + ciphertext + tag). */
  encrypt(plain: string): Promise<string>
  decrypt(cipher: string): Promise<string>
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/**
 * Live events (docs/rules/live-updates.md): publish delivers to every subscriber of every process
 * sharing the database (in memory for one process; LISTEN/NOTIFY on PostgreSQL). Delivery is best
 * effort: a client that misses an event refetches on its next poll.
 */
export interface EventBus {
  publish(event: LiveEvent): void | Promise<void>
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: LiveEvent) => void): () => void
}
