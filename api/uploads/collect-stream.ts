// For stores that keep an upload as one value (IndexedDB in the service worker, a Map in tests):
// the whole stream in one array, with its SHA-256. The server's disk store streams instead.

export async function collectStream(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; sha256: string }> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
    }
  } finally {
    reader.releaseLock()
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return { bytes, sha256: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') }
}
