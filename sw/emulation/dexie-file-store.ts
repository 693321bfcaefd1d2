import type { FileStore } from '../../api/ports/infrastructure'
import type { EmulationDb } from './dexie-db'
import { collectStream } from '../../api/uploads/collect-stream'

const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/

/** The service worker's FileStore: the bytes of each upload in one IndexedDB row (put replaces it whole). */
export function createDexieFileStore(db: EmulationDb): FileStore {
  const check = (key: string) => {
    if (key.length > 300 || !KEY_PATTERN.test(key)) throw new Error(`Invalid file key: ${key}`)
    return key
  }
  return {
    // IndexedDB keeps a value whole: the offline demo's one user collects an upload before writing it.
    async put(key, body) {
      check(key)
      const { bytes, sha256 } = await collectStream(body)
      await db.files.put({ key, bytes })
      return { size: bytes.length, sha256 }
    },
    async get(key) {
      const row = await db.files.get(check(key))
      return row ? new Uint8Array(row.bytes) : null
    },
    async delete(key) {
      return db.transaction('rw', db.files, async () => {
        if ((await db.files.get(check(key))) === undefined) return false
        await db.files.delete(key)
        return true
      })
    },
  }
}
