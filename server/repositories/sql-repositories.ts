import { sql } from 'drizzle-orm'
import type { Repositories } from '../../api/ports'
import { resourceRepositories } from '../../api/kernel/resource-repositories'
import type { Db, Driver } from '../db/database'
import { idempotencyKeysRepository } from './idempotency-keys-repository'
import { notificationFeed } from './notification-feed'
import { pruneToLatest, resourceRepository } from './resource-repository'
import { settingsRepository } from './settings-repository'

// The ports' Repositories over Drizzle: the same code for PGlite and PostgreSQL. The declared resources
// come from the generic repository; the files named here hold what it cannot express. Inside
// transaction(fn) every repository is rebuilt on the transaction, and nested calls just run fn.
export function sqlRepositories(db: Db, driver: Driver, inTransaction = false): Repositories {
  const repos: Repositories = {
    ...resourceRepositories({
      repository: (declaration) => resourceRepository(db, declaration),
      pruneToLatest: (declaration, keep) => pruneToLatest(db, declaration, keep),
      notificationFeed: notificationFeed(db),
    }),
    idempotencyKeys: idempotencyKeysRepository(db),
    settings: settingsRepository(db),
    transaction(fn) {
      if (inTransaction) return fn(repos)
      return db.transaction((tx) => fn(sqlRepositories(tx, driver, true)))
    },
    async lock(name) {
      if (!inTransaction) return
      // Released by the commit or the rollback; the 64-bit key is the name's hash.
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`)
    },
    async refreshStatistics() {
      // PostgreSQL's autovacuum analyzes on its own; PGlite runs no background workers.
      if (driver !== 'pglite') return false
      await db.execute(sql`analyze`)
      return true
    },
    async health() {
      try {
        await db.execute(sql`select 1`)
        return { ok: true, driver }
      } catch {
        return { ok: false, driver }
      }
    },
  }
  return repos
}
