import { desc, eq, sql } from 'drizzle-orm'
import type { EmailVerificationsRepository } from '../../api/ports/auth-repositories'
import type { EmailVerificationRecord } from '../../api/schemas/auth-records'
import type { Db } from '../db/database'
import { emailVerifications } from '../db/schema/users'
import { toIso, toIsoOrNull, toRowValues } from './convert'

type EmailVerificationRow = typeof emailVerifications.$inferSelect

function toRecord(row: EmailVerificationRow): EmailVerificationRecord {
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    codeHash: row.codeHash,
    codeExpiresAt: toIso(row.codeExpiresAt),
    failedAttempts: row.failedAttempts,
    voidedAt: toIsoOrNull(row.voidedAt),
    linkTokenHash: row.linkTokenHash,
    linkExpiresAt: toIso(row.linkExpiresAt),
    linkUsedAt: toIsoOrNull(row.linkUsedAt),
    lastSentAt: toIso(row.lastSentAt),
    createdAt: toIso(row.createdAt),
  }
}

const TIMESTAMPS = [
  'codeExpiresAt',
  'voidedAt',
  'linkExpiresAt',
  'linkUsedAt',
  'lastSentAt',
  'createdAt',
] as const

export function emailVerificationsRepository(db: Db): EmailVerificationsRepository {
  return {
    async create(record) {
      const values = toRowValues(record, TIMESTAMPS) as typeof emailVerifications.$inferInsert
      const [row] = await db.insert(emailVerifications).values(values).returning()
      if (!row) throw new Error('Insert returned no row.')
      return toRecord(row)
    },
    async findLatestForUser(userId) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, userId))
        .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
        .limit(1)
      return row ? toRecord(row) : null
    },
    async findByLinkTokenHash(linkTokenHash) {
      const [row] = await db
        .select()
        .from(emailVerifications)
        .where(eq(emailVerifications.linkTokenHash, linkTokenHash))
        .limit(1)
      return row ? toRecord(row) : null
    },
    async update(id, patch) {
      const values = toRowValues(patch, TIMESTAMPS)
      delete values.id
      if (Object.keys(values).length === 0) {
        const [row] = await db.select().from(emailVerifications).where(eq(emailVerifications.id, id))
        return row ? toRecord(row) : null
      }
      const [row] = await db
        .update(emailVerifications)
        .set(values)
        .where(eq(emailVerifications.id, id))
        .returning()
      return row ? toRecord(row) : null
    },
    async incrementFailedAttempts(id) {
      // One statement, so parallel wrong guesses each count and cannot slip past the limit.
      const [row] = await db
        .update(emailVerifications)
        .set({ failedAttempts: sql`${emailVerifications.failedAttempts} + 1` })
        .where(eq(emailVerifications.id, id))
        .returning({ failedAttempts: emailVerifications.failedAttempts })
      return row ? row.failedAttempts : null
    },
    async deleteForUser(userId) {
      await db.delete(emailVerifications).where(eq(emailVerifications.userId, userId))
    },
  }
}
