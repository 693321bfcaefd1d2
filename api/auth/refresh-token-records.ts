import type { RefreshTokensRepository } from '../ports/auth-repositories'
import type { CrudRepository } from '../ports/crud-repository'
import type { RefreshTokenRecord } from './auth-records.shared'

// The refresh-token families' queries over the generic repository of the refreshTokens resource, the
// same on every store. A family or a user has a handful of tokens, found through the familyId and userId
// indexes; the comparisons on instants run on the few rows found. Rotation is a compare-and-set
// (`rotatedAt` still null), so of two parallel refreshes only one wins.

const PRUNE_PAGE = 500

export function refreshTokenRecords(repo: CrudRepository<RefreshTokenRecord>): RefreshTokensRepository {
  const instant = (value: string) => new Date(value).toISOString()
  /** Revokes the not yet revoked tokens matching `filter` and `keep`. */
  async function revoke(
    filter: Partial<RefreshTokenRecord>,
    at: string,
    keep = (_: RefreshTokenRecord) => true,
  ) {
    for (const token of await repo.list({ filter: { ...filter, revokedAt: null } })) {
      if (keep(token)) await repo.updateWhere(token.id, { revokedAt: null }, { revokedAt: at })
    }
  }

  return {
    create: (record) => repo.create(record),
    findByHash: (tokenHash) => repo.findOne({ tokenHash }),
    findById: (id) => repo.findById(id),
    markRotated: async (id, at) =>
      (await repo.updateWhere(id, { rotatedAt: null }, { rotatedAt: at })) !== null,
    revokeFamily: (familyId, at) => revoke({ familyId }, at),
    revokeAllForUser: (userId, at) => revoke({ userId }, at),
    revokeOtherFamilies: (userId, keepFamilyId, at) =>
      revoke({ userId }, at, (t) => t.familyId !== keepFamilyId),
    listChildren: (parentId) =>
      repo.list({ filter: { parentId }, orderBy: { field: 'createdAt', direction: 'asc' } }),
    async isFamilyActive(familyId, now, userId) {
      const live = await repo.list({ filter: { familyId, userId, revokedAt: null } })
      return live.some((token) => token.expiresAt > instant(now))
    },
    async deleteExpired(before) {
      const cutoff = instant(before)
      let removed = 0
      for (;;) {
        const oldest = await repo.list({
          orderBy: { field: 'expiresAt', direction: 'asc' },
          limit: PRUNE_PAGE,
        })
        const expired = oldest.filter((token) => token.expiresAt < cutoff)
        for (const token of expired) removed += Number(await repo.delete(token.id))
        if (expired.length < PRUNE_PAGE) return removed
      }
    },
  }
}
