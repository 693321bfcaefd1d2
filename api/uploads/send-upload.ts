import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import type { UploadRecord } from './upload.shared'
import { attachmentDisposition } from './content-disposition'
import { nameForType } from './file-type'

// How every route answers with a stored file (the customer's uploads, a thread's attachments), and the
// smallest file the content check accepts, for the route table's ownership examples.

/** The file as an attachment under its original name, never sniffed or cached. */
export function sendUpload(
  c: Context<ApiEnv>,
  { record, bytes }: { record: UploadRecord; bytes: Uint8Array<ArrayBuffer> },
) {
  return c.body(bytes, 200, {
    'Content-Type': record.mimeType,
    'Content-Length': String(bytes.length),
    // The extension follows the content, for rows stored before names did too (file-type.ts).
    'Content-Disposition': attachmentDisposition(nameForType(record.originalName, record.mimeType)),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}

/** A real (tiny) PNG: its signature and the start of its header chunk are what the check reads. */
export const tinyPng = () =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 7, 7])
