import type { Repositories } from '../../api/ports'
import { resourceRepositories, type ResourceStore } from '../../api/kernel/resource-repositories'
import type { IdempotencyKeyRecord } from '../../api/auth/auth-records.shared'
import type { NotificationRecord } from '../../api/notifications/notification.shared'
import type { SystemSettings } from '../../api/settings/settings.shared'
import { MemoryResourceStore } from './memory-resource-store'

// In-memory repositories: a complete implementation of the ports' contract, used as a store of the
// contract suite and as the reference for the SQL and Dexie implementations.

const clone = <T>(value: T): T => structuredClone(value)

function memoryNotificationFeed(
  store: MemoryResourceStore,
  reads: Map<string, string>,
): ResourceStore['notificationFeed'] {
  const readKey = (notificationId: string, userId: string) => `${notificationId}\n${userId}`
  const feed = (userId: string) =>
    ([...store.table('notifications').values()] as unknown as NotificationRecord[])
      .filter((n) => n.status === 'sent' && n.recipientIds.includes(userId))
      .sort((a, b) =>
        a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      )
  store.onDelete.push((resource, id) => {
    for (const key of [...reads.keys()]) {
      const [notificationId, userId] = key.split('\n')
      if ((resource === 'notifications' && notificationId === id) || (resource === 'users' && userId === id))
        reads.delete(key)
    }
  })
  return {
    listForRecipient: async (userId, page = {}) => {
      const offset = page.offset ?? 0
      return clone(feed(userId).slice(offset, page.limit === undefined ? undefined : offset + page.limit))
    },
    countForRecipient: async (userId, options = {}) =>
      feed(userId).filter((n) => !options.unreadOnly || !reads.has(readKey(n.id, userId))).length,
    markRead: async (notificationId, userId, at) => {
      if (!reads.has(readKey(notificationId, userId))) reads.set(readKey(notificationId, userId), at)
    },
    readIds: async (userId, ids) => ids.filter((id) => reads.has(readKey(id, userId))),
  }
}

export function createMemoryRepositories(): Repositories {
  const store = new MemoryResourceStore()
  const reads = new Map<string, string>()
  const idempotency = new Map<string, IdempotencyKeyRecord>()
  let settings: SystemSettings | null = null

  // One writer at a time; a failed transaction restores the snapshot taken at its start.
  let queue: Promise<unknown> = Promise.resolve()

  const repos: Repositories = {
    ...resourceRepositories({
      repository: (declaration) => store.repository(declaration),
      pruneToLatest: store.pruneToLatest,
      notificationFeed: memoryNotificationFeed(store, reads),
    }),
    idempotencyKeys: {
      find: async (scope, key) => clone(idempotency.get(`${scope}\n${key}`) ?? null),
      claim: async (record) => {
        const id = `${record.scope}\n${record.key}`
        if (idempotency.has(id)) return false
        idempotency.set(id, clone(record))
        return true
      },
      complete: async (scope, key, result) => {
        const row = idempotency.get(`${scope}\n${key}`)
        if (row) Object.assign(row, result)
      },
      release: async (scope, key) => void idempotency.delete(`${scope}\n${key}`),
      deleteOlderThan: async (before) => {
        let removed = 0
        for (const [id, row] of [...idempotency]) {
          if (row.createdAt < before) removed += Number(idempotency.delete(id))
        }
        return removed
      },
    },
    settings: {
      get: async () => clone(settings),
      put: async (next) => void (settings = clone(next)),
    },
    transaction: <R>(fn: (tx: Repositories) => Promise<R>): Promise<R> => {
      const run = async () => {
        const snapshot = store.snapshot()
        const savedReads = new Map(reads)
        const savedSettings = clone(settings)
        try {
          return await fn({
            ...repos,
            transaction: <S>(inner: (tx: Repositories) => Promise<S>) => inner(repos),
          })
        } catch (error) {
          store.tables = snapshot
          reads.clear()
          for (const [key, value] of savedReads) reads.set(key, value)
          settings = savedSettings
          throw error
        }
      }
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
    // Transactions already run one at a time (the queue above): nothing to wait for.
    lock: async () => {},
    health: async () => ({ ok: true, driver: 'memory' }),
  }
  return repos
}
