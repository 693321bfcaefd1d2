import type { ApiPorts, Repositories } from '../ports'
import type { UploadRecord } from './upload.shared'
import { uploadFileKeys } from './image-variants'

// A deleted user's uploads: the rows go in the deleting transaction (SQL cascades them anyway, not
// every store does), the bytes once it has committed (a FileStore is no part of the transaction, and
// a rolled-back deletion must keep them).

const PAGE = 500

/** Removes the user's upload rows within `tx`; returns the storage keys of their bytes (and copies). */
export async function deleteUploadRowsOf(tx: Repositories, userId: string): Promise<string[]> {
  const records: UploadRecord[] = []
  for (let offset = 0; ; offset += PAGE) {
    const page = await tx.uploads.list({ filter: { userId }, limit: PAGE, offset })
    records.push(...page)
    if (page.length < PAGE) break
  }
  for (const record of records) await tx.uploads.delete(record.id)
  return records.flatMap(uploadFileKeys)
}

/** Deletes the bytes; a failure is logged (the rows are gone already), never thrown. */
export async function deleteStoredFiles(ports: ApiPorts, keys: string[]): Promise<void> {
  const files = ports.files
  if (!files || keys.length === 0) return
  for (const key of keys) {
    try {
      await files.delete(key)
    } catch (error) {
      ports.logger.warn('upload bytes not deleted', { key, error: String(error) })
    }
  }
}
