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

/**
 * Reads a body to its end and keeps nothing: an upload refused before its first byte was read (too many at
 * once, no room left) is still being sent, and a server that answers and closes meanwhile resets the
 * connection, so the client sees a network error instead of the answer. A read error ends it quietly.
 */
export async function discardStream(body: ReadableStream<Uint8Array>): Promise<void> {
  if (body.locked) return
  const reader = body.getReader()
  try {
    while (!(await reader.read()).done);
  } catch {
    // Past the body limit or cut by the client: nothing more to read either way.
  } finally {
    reader.releaseLock()
  }
}
