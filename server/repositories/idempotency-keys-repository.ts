import { and, eq, lt } from 'drizzle-orm'
import type { IdempotencyKeysRepository } from '../../api/ports/platform-repositories'
import type { IdempotencyKeyRecord } from '../../api/auth/auth-records.shared'
import type { Db } from '../db/database'
import { idempotencyKeys } from '../db/schema/system'
import { toIso } from './convert'

type IdempotencyRow = typeof idempotencyKeys.$inferSelect

function toRecord(row: IdempotencyRow): IdempotencyKeyRecord {
  return {
    scope: row.scope,
    key: row.key,
    requestHash: row.requestHash,
    status: row.status,
    body: row.body,
    createdAt: toIso(row.createdAt),
  }
}

export function idempotencyKeysRepository(db: Db): IdempotencyKeysRepository {
  const byKey = (scope: string, key: string) =>
    and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  return {
    async find(scope, key) {
      const [row] = await db.select().from(idempotencyKeys).where(byKey(scope, key)).limit(1)
      return row ? toRecord(row) : null
    },
    async claim(record) {
      // Insert-if-absent in one statement: of two concurrent requests with one key, one claims it.
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...record, createdAt: new Date(record.createdAt) })
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({ key: idempotencyKeys.key })
      return rows.length === 1
    },
    async complete(scope, key, result) {
      await db
        .update(idempotencyKeys)
        .set({ status: result.status, body: result.body })
        .where(byKey(scope, key))
    },
    async release(scope, key) {
      await db.delete(idempotencyKeys).where(byKey(scope, key))
    },
    async deleteOlderThan(before) {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(before)))
        .returning({ key: idempotencyKeys.key })
      return rows.length
    },
  }
}
