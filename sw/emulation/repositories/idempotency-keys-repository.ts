import type { IdempotencyKeysRepository } from '../../../api/ports/platform-repositories'
import type { EmulationScope } from '../dexie-transaction'
import { stripDerived, toInstant } from './record-query'

/** Primary key: [scope+key]. `claim` is insert-if-absent inside one read-write transaction. */
export function idempotencyKeysRepository(scope: EmulationScope): IdempotencyKeysRepository {
  const own = ['idempotencyKeys'] as const
  return {
    find: (s, key) =>
      scope.run('r', own, async (t) => {
        const row = await t.idempotencyKeys.get([s, key])
        return row ? stripDerived(row) : null
      }),
    claim: (record) =>
      scope.run('rw', own, async (t) => {
        if ((await t.idempotencyKeys.get([record.scope, record.key])) !== undefined) return false
        await t.idempotencyKeys.add({ ...record, createdAt: toInstant(record.createdAt) })
        return true
      }),
    complete: (s, key, result) =>
      scope.run('rw', own, async (t) => {
        await t.idempotencyKeys.update([s, key], { status: result.status, body: result.body })
      }),
    release: (s, key) => scope.run('rw', own, (t) => t.idempotencyKeys.delete([s, key])),
    deleteOlderThan: (before) =>
      scope.run('rw', own, (t) => t.idempotencyKeys.where('createdAt').below(toInstant(before)).delete()),
  }
}
