import type { StoredMailAttachment } from '../auth/auth-records.shared'
import type { ApiPorts } from '../ports'
import type { MailAttachment } from '../ports/infrastructure'

// A queued mail's attachments (docs/rules/mail-queue.md#attachments): their bytes are kept in the host's
// FileStore from the moment the mail is recorded until it is sent or failed for good, so a retry sends
// the same files as the first attempt. A host without a FileStore keeps none: its retries go without.

/**
 * Where the n-th attachment of a mail is kept. Three parts: an upload's key has two
 * (`<userId>/<uploadId>`, docs/rules/file-storage.md), so the two never meet.
 */
export const mailAttachmentKey = (mailId: string, n: number) => `mail/${mailId}/${n}`

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice())
      controller.close()
    },
  })
}

/** Deletes the stored files; a failure is logged, never thrown (the mail's outcome is recorded already). */
export async function deleteMailAttachments(
  ports: Pick<ApiPorts, 'files' | 'logger'>,
  stored: readonly StoredMailAttachment[] | null | undefined,
): Promise<void> {
  if (!ports.files || !stored?.length) return
  for (const { key } of stored) {
    if (!key) continue
    try {
      await ports.files.delete(key)
    } catch (error) {
      ports.logger.warn('mail attachment not deleted', { key, error: String(error) })
    }
  }
}

/**
 * Keeps the attachments' bytes for the mail `mailId`, the first as its n-th file (`first`); answers what
 * the row records (null: nothing kept, because there is nothing to keep, no FileStore, or the store
 * failed, which is logged: the first attempt still carries the files, a retry goes without them).
 */
export async function storeMailAttachments(
  ports: Pick<ApiPorts, 'files' | 'logger'>,
  mailId: string,
  attachments: readonly MailAttachment[] | undefined,
  first = 0,
): Promise<StoredMailAttachment[] | null> {
  const files = ports.files
  if (!files || !attachments?.length) return null
  const stored: StoredMailAttachment[] = []
  try {
    for (const [n, { filename, contentType, content }] of attachments.entries()) {
      const key = mailAttachmentKey(mailId, first + n)
      await files.put(key, streamOf(content))
      stored.push({ filename, contentType, key })
    }
    return stored
  } catch (error) {
    ports.logger.error('mail attachments not kept for retries', { mail: mailId, error: String(error) })
    await deleteMailAttachments(ports, stored)
    return null
  }
}

/**
 * The stored attachments' bytes, for a retry (a file still to be made has none yet: mail-made-attachments.ts
 * makes it). A file that is gone (a backup restored over a mail that
 * had been sent meanwhile) is left out and logged: the mail goes without it rather than not at all.
 */
export async function readMailAttachments(
  ports: Pick<ApiPorts, 'files' | 'logger'>,
  mailId: string,
  stored: readonly StoredMailAttachment[] | null | undefined,
): Promise<MailAttachment[]> {
  if (!stored?.length) return []
  const read: MailAttachment[] = []
  for (const { filename, contentType, key, source } of stored) {
    if (source && !key) continue
    const content = ports.files ? await ports.files.get(key) : null
    if (content) read.push({ filename, contentType, content })
    else ports.logger.warn('mail attachment missing, sending without it', { mail: mailId, key })
  }
  return read
}
