import type { RefreshTokensRepository } from '../../../api/ports/auth-repositories'
import type { RefreshTokenRecord } from '../../../api/schemas/auth-records'
import type { EmulationScope } from '../dexie-transaction'
import { compareValues, stripDerived, toInstant } from './record-query'
import { insertRecord, type WriteSpec } from './record-writes'

const spec: WriteSpec<RefreshTokenRecord> = {
  table: 'refresh_tokens',
  timestampFields: ['createdAt', 'expiresAt', 'rotatedAt', 'revokedAt'],
  unique: [{ name: 'hash_unique', index: 'tokenHash', key: (r) => r.tokenHash }],
}

/** Unique: tokenHash. Rotation and revocation are single read-write transactions. */
export function refreshTokensRepository(scope: EmulationScope): RefreshTokensRepository {
  const own = ['refreshTokens'] as const
  const findBy = (index: 'id' | 'tokenHash', value: string) =>
    scope.run('r', own, async (t) => {
      const row = await t.refreshTokens.where(index).equals(value).first()
      return row ? stripDerived(row) : null
    })
  const revokeWhere = (index: 'familyId' | 'userId', value: string, at: string) =>
    scope.run('rw', own, async (t) => {
      const revokedAt = toInstant(at)
      await t.refreshTokens
        .where(index)
        .equals(value)
        .filter((r) => r.revokedAt === null)
        .modify({ revokedAt })
    })

  return {
    create: (record) => scope.run('rw', own, (t) => insertRecord(t.refreshTokens, spec, record)),
    findByHash: (tokenHash) => findBy('tokenHash', tokenHash),
    findById: (id) => findBy('id', id),
    markRotated: (id, at) =>
      // Compare-and-set inside one read-write transaction: IndexedDB runs overlapping read-write
      // transactions one after the other, so of two parallel refreshes exactly one sees null.
      scope.run('rw', own, async (t) => {
        const row = await t.refreshTokens.get(id)
        if (!row || row.rotatedAt !== null) return false
        await t.refreshTokens.update(id, { rotatedAt: toInstant(at) })
        return true
      }),
    revokeFamily: (familyId, at) => revokeWhere('familyId', familyId, at),
    revokeAllForUser: (userId, at) => revokeWhere('userId', userId, at),
    revokeOtherFamilies: (userId, keepFamilyId, at) =>
      scope.run('rw', own, async (t) => {
        const revokedAt = toInstant(at)
        await t.refreshTokens
          .where('userId')
          .equals(userId)
          .filter((r) => r.revokedAt === null && r.familyId !== keepFamilyId)
          .modify({ revokedAt })
      }),
    listChildren: (parentId) =>
      scope.run('r', own, async (t) => {
        const rows = await t.refreshTokens.where('parentId').equals(parentId).toArray()
        return rows.sort((a, b) => compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id))
      }),
    isFamilyActive: (familyId, now, userId) =>
      scope.run('r', own, async (t) => {
        const instant = toInstant(now)
        const live = await t.refreshTokens
          .where('familyId')
          .equals(familyId)
          .filter((r) => r.userId === userId && r.revokedAt === null && r.expiresAt > instant)
          .first()
        return live !== undefined
      }),
    deleteExpired: (before) =>
      scope.run('rw', own, (t) => t.refreshTokens.where('expiresAt').below(toInstant(before)).delete()),
  }
}
