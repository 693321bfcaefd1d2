import type { StoredMailAttachment } from '../auth/auth-records.shared'
import type { ApiPorts } from '../ports'
import type { LaterMailAttachment, MailAttachment, MailAttachmentSource } from '../ports/infrastructure'
import { storeMailAttachments } from './mail-attachments'

// docs/rules/mail-queue.md#files-made-at-delivery: a queued mail may name a document to attach (an
// invoice's PDF) instead of carrying its bytes, so the request that queues it does not wait for it. The
// attempt that claims the mail first makes it and keeps its bytes like any attachment before the
// hand-over; every later attempt sends those bytes.

/**
 * Who makes each kind of document: its bytes, or null when there is nothing to make (the invoice is
 * gone, or the host makes no PDFs).
 */
export type AttachmentMakers = {
  [K in MailAttachmentSource['kind']]: (id: string) => Promise<Uint8Array | null>
}

/** The row's entries of files to make: named, with an empty key until their bytes are kept. */
export const toMake = (later: readonly LaterMailAttachment[] | undefined): StoredMailAttachment[] =>
  (later ?? []).map(({ filename, contentType, source }) => ({ filename, contentType, key: '', source }))

/** Whether the row still names files to make before its next hand-over. */
export const hasFilesToMake = (stored: readonly StoredMailAttachment[] | null | undefined) =>
  stored?.some((file) => file.source && !file.key) ?? false

async function make(
  ports: Pick<ApiPorts, 'logger'>,
  makers: AttachmentMakers | undefined,
  mailId: string,
  source: MailAttachmentSource,
): Promise<Uint8Array | null> {
  try {
    const bytes = (await makers?.[source.kind](source.id)) ?? null
    if (!bytes) ports.logger.warn('mail attachment not made, sending without it', { mail: mailId, source })
    return bytes
  } catch (error) {
    ports.logger.error('mail attachment not made, sending without it', {
      mail: mailId,
      source,
      error: String(error),
    })
    return null
  }
}

/**
 * Makes the files the row still names and keeps their bytes (`mail/<mailId>/<n>`, n its place in the
 * list). Answers the files made, for this attempt, and the row's new list: each made file with its key,
 * the files kept earlier as they were; a file that could not be made, or whose bytes could not be kept
 * (no FileStore, a store that failed), is left out, so a retry goes without it.
 */
export async function makeMailAttachments(
  ports: Pick<ApiPorts, 'files' | 'logger'>,
  makers: AttachmentMakers | undefined,
  mailId: string,
  stored: readonly StoredMailAttachment[],
): Promise<{ made: MailAttachment[]; list: StoredMailAttachment[] }> {
  const made: MailAttachment[] = []
  const list: StoredMailAttachment[] = []
  for (const [n, file] of stored.entries()) {
    if (!file.source || file.key) {
      list.push(file)
      continue
    }
    const content = await make(ports, makers, mailId, file.source)
    if (!content) continue
    const attachment = { filename: file.filename, contentType: file.contentType, content }
    made.push(attachment)
    list.push(...((await storeMailAttachments(ports, mailId, [attachment], n)) ?? []))
  }
  return { made, list }
}
