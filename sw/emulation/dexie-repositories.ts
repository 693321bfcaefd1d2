import type { Repositories } from '../../api/ports'
import { resourceRepositories } from '../../api/kernel/resource-repositories'
import type { EmulationDb } from './dexie-db'
import { runInTransaction, standaloneScope, type EmulationScope } from './dexie-transaction'
import { idempotencyKeysRepository } from './repositories/idempotency-keys-repository'
import { notificationFeed } from './repositories/notification-feed'
import { pruneToLatest, resourceRepository } from './repositories/resource-repository'
import { settingsRepository } from './repositories/settings-repository'

// The ports' Repositories over Dexie. The declared resources come from the generic repository; the files
// named here hold what it cannot express. Outside a transaction each call is its own short IndexedDB
// transaction; inside transaction(fn) every repository is rebuilt on one held-open transaction
// (dexie-transaction.ts), and nested calls just run fn.
export function dexieRepositories(
  db: EmulationDb,
  scope: EmulationScope = standaloneScope(db),
): Repositories {
  const repos: Repositories = {
    ...resourceRepositories({
      repository: (declaration) => resourceRepository(scope, declaration),
      pruneToLatest: (declaration, keep) => pruneToLatest(scope, declaration as never, keep),
      notificationFeed: notificationFeed(scope),
    }),
    idempotencyKeys: idempotencyKeysRepository(scope),
    settings: settingsRepository(scope),
    transaction(fn) {
      if (scope.bound) return fn(repos)
      return runInTransaction(db, (bound) => fn(dexieRepositories(db, bound)))
    },
    // transaction(fn) is one read-write IndexedDB transaction over every table, and IndexedDB runs
    // overlapping read-write transactions one after the other: nothing to wait for.
    lock: async () => {},
    async health() {
      try {
        await db.meta.count()
        return { ok: true, driver: 'indexeddb' }
      } catch {
        return { ok: false, driver: 'indexeddb' }
      }
    },
  }
  return repos
}
