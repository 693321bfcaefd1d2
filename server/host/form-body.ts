import type { IncomingMessage } from 'node:http'
import { MAX_FORM_BYTES } from '../../api/site-forms/form-body'
import type { FormBody } from '../../api/site-forms/site-forms'

// A post to a published site's form, read on the Node host: URL-encoded fields up to MAX_FORM_BYTES.
// Anything larger, or of another type, is read to its end unkept (so the refusal reaches the browser) and
// answers null (docs/rules/site-forms.md#limits).

export function readFormBody(incoming: IncomingMessage): Promise<FormBody> {
  const type = (incoming.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  const declared = Number(incoming.headers['content-length'] ?? 0)
  let keep = type === 'application/x-www-form-urlencoded' && !(declared > MAX_FORM_BYTES)
  const chunks: Buffer[] = []
  let size = 0
  return new Promise((resolve, reject) => {
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_FORM_BYTES) keep = false
      if (keep) chunks.push(chunk)
    })
    incoming.on('end', () =>
      resolve(keep ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : null),
    )
    incoming.on('error', reject)
  })
}
