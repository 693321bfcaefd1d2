import type { Repositories } from '../ports'
import type { BackupFile, BackupStore } from '../ports/backup-store'

// Backups held in memory (tests over the memory and Dexie stores). The snapshot is the repositories
// themselves: those stores' writes do not interleave with a read the way a database's can.

export async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer())
  return bytes
}

export function createMemoryBackupStore(repos: Repositories): BackupStore {
  const files = new Map<string, Uint8Array<ArrayBuffer>>()
  return {
    snapshot: (read) => read(repos),
    async save(name, body): Promise<BackupFile> {
      const bytes = await readAll(body)
      files.set(name, bytes)
      return { name, size: bytes.length }
    },
    list: async () => [...files].map(([name, bytes]) => ({ name, size: bytes.length })),
    async open(name) {
      const bytes = files.get(name)
      return bytes ? { size: bytes.length, body: new Response(bytes).body! } : null
    },
    remove: async (name) => files.delete(name),
  }
}
