import type { Repositories } from '../../api/ports'
import type { BackupFile, BackupStore } from '../../api/ports/backup-store'
import { readAll } from '../../api/backups/memory-backup-store'

// The offline demo's backups (docs/rules/backups.md#the-offline-demo): whole files in the worker's
// Cache Storage ('sitekur-backups'), so they outlive a worker restart like the demo's data does. The
// snapshot is the repositories themselves: the demo has one user at a time.

export const BACKUP_CACHE_NAME = 'sitekur-backups'
const keyOf = (name: string) => `https://backups.invalid/${name}`

export function createCacheBackupStore(
  repos: Repositories,
  storage: CacheStorage = caches,
  cacheName = BACKUP_CACHE_NAME,
): BackupStore {
  const cache = () => storage.open(cacheName)
  return {
    snapshot: (read) => read(repos),
    async save(name, body): Promise<BackupFile> {
      const bytes = await readAll(body)
      await (
        await cache()
      ).put(keyOf(name), new Response(bytes, { headers: { 'content-length': String(bytes.length) } }))
      return { name, size: bytes.length }
    },
    async list() {
      const store = await cache()
      const files: BackupFile[] = []
      for (const request of await store.keys()) {
        const name = new URL(request.url).pathname.slice(1)
        const response = await store.match(request)
        files.push({ name, size: Number(response?.headers.get('content-length') ?? 0) })
      }
      return files
    },
    async open(name) {
      const response = await (await cache()).match(keyOf(name))
      if (!response?.body) return null
      return { size: Number(response.headers.get('content-length') ?? 0), body: response.body }
    },
    remove: async (name) => (await cache()).delete(keyOf(name)),
  }
}
