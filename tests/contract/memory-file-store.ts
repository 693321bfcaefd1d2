import type { FileStore } from '../../api/ports/infrastructure'

/** A FileStore in a Map (tests and tools). Copies on the way in and out, like a real store. */
export function createMemoryFileStore(): FileStore & { readonly size: number } {
  const files = new Map<string, Uint8Array>()
  return {
    get size() {
      return files.size
    },
    async put(key, bytes) {
      files.set(key, bytes.slice())
    },
    async get(key) {
      return files.get(key)?.slice() ?? null
    },
    async delete(key) {
      return files.delete(key)
    },
  }
}
