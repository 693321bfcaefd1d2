import { and, asc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { RefreshTokensRepository } from '../../api/ports/auth-repositories'
import type { RefreshTokenRecord } from '../../api/schemas/auth-records'
import type { Db } from '../db/database'
import { refreshTokens } from '../db/schema/users'
import { toIso, toIsoOrNull, toRowValues } from './convert'

type RefreshTokenRow = typeof refreshTokens.$inferSelect

function toRecord(row: RefreshTokenRow): RefreshTokenRecord {
  return {
    id: row.id,
    userId: row.userId,
    familyId: row.familyId,
    parentId: row.parentId,
    tokenHash: row.tokenHash,
    createdAt: toIso(row.createdAt),
    expiresAt: toIso(row.expiresAt),
    rotatedAt: toIsoOrNull(row.rotatedAt),
    revokedAt: toIsoOrNull(row.revokedAt),
  }
}

const TIMESTAMPS = ['createdAt', 'expiresAt', 'rotatedAt', 'revokedAt'] as const

export function refreshTokensRepository(db: Db): RefreshTokensRepository {
  const findOne = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(refreshTokens).where(where).limit(1)
    return row ? toRecord(row) : null
  }
  return {
    async create(record) {
      const values = toRowValues(record, TIMESTAMPS) as typeof refreshTokens.$inferInsert
      const [row] = await db.insert(refreshTokens).values(values).returning()
      if (!row) throw new Error('Insert returned no row.')
      return toRecord(row)
    },
    findByHash: (tokenHash) => findOne(eq(refreshTokens.tokenHash, tokenHash)),
    findById: (id) => findOne(eq(refreshTokens.id, id)),
    async markRotated(id, at) {
      // Compare-and-set in one statement: of two parallel refreshes with the same token, one wins.
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date(at) })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id })
      return rows.length === 1
    },
    async revokeFamily(familyId, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(at) })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
    async revokeAllForUser(userId, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(at) })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    },
    async revokeOtherFamilies(userId, keepFamilyId, at) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(at) })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            ne(refreshTokens.familyId, keepFamilyId),
            isNull(refreshTokens.revokedAt),
          ),
        )
    },
    async listChildren(parentId) {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.parentId, parentId))
        .orderBy(asc(refreshTokens.createdAt), asc(refreshTokens.id))
      return rows.map(toRecord)
    },
    async isFamilyActive(familyId, now, userId) {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date(now)),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async deleteExpired(before) {
      const rows = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, new Date(before)))
        .returning({ id: refreshTokens.id })
      return rows.length
    },
  }
}
