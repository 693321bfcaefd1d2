import type { FileStore } from '../../api/ports/infrastructure'
import { collectStream } from '../../api/uploads/collect-stream'

/** A FileStore in a Map (tests and tools). Copies on the way in and out, like a real store. */
export function createMemoryFileStore(): FileStore & { readonly size: number } {
  const files = new Map<string, Uint8Array>()
  return {
    get size() {
      return files.size
    },
    async put(key, body) {
      const { bytes, sha256 } = await collectStream(body)
      files.set(key, bytes)
      return { size: bytes.length, sha256 }
    },
    async get(key) {
      return files.get(key)?.slice() ?? null
    },
    async delete(key) {
      return files.delete(key)
    },
  }
}
