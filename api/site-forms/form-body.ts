import type { FormBody } from './site-forms'

// A post to a published site's form as a Fetch request (the API's /sites/ routes, the service worker's
// demo): URL-encoded fields up to MAX_FORM_BYTES, else null (docs/rules/site-forms.md#limits). The Node
// host reads its own requests the same way (server/host/form-body.ts).

export const MAX_FORM_BYTES = 16 * 1024

export async function formBodyOf(request: Request): Promise<FormBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded' || !request.body) {
    await request.body?.cancel()
    return null
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_FORM_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return new URLSearchParams(new TextDecoder().decode(bytes))
}
