import type { EmailVerificationsRepository, RefreshTokensRepository } from '../../api/ports/auth-repositories'
import { resources } from '../../api/kernel/resources'
import type { EmailVerificationRecord, RefreshTokenRecord } from '../../api/schemas/auth-records'
import type { MemoryResourceStore } from './memory-resource-store'

// The sign-in records' queries beyond the generic repository (ranges, inequality, an atomic increment),
// in memory, over the store's generic tables.

export function memoryRefreshTokens(store: MemoryResourceStore): RefreshTokensRepository {
  const generic = store.repository(resources.refreshTokens)
  const rows = () => [...store.table('refreshTokens').values()] as unknown as RefreshTokenRecord[]
  const revoke = (match: (row: RefreshTokenRecord) => boolean, at: string) => {
    for (const row of rows()) if (match(row) && !row.revokedAt) row.revokedAt = new Date(at).toISOString()
  }
  return {
    create: (record) => generic.create(record),
    findByHash: (tokenHash) => generic.findOne({ tokenHash }),
    findById: (id) => generic.findById(id),
    markRotated: async (id, at) =>
      (await generic.updateWhere(id, { rotatedAt: null }, { rotatedAt: at })) !== null,
    revokeFamily: async (familyId, at) => revoke((row) => row.familyId === familyId, at),
    revokeAllForUser: async (userId, at) => revoke((row) => row.userId === userId, at),
    revokeOtherFamilies: async (userId, keepFamilyId, at) =>
      revoke((row) => row.userId === userId && row.familyId !== keepFamilyId, at),
    listChildren: (parentId) =>
      generic.list({ filter: { parentId }, orderBy: { field: 'createdAt', direction: 'asc' } }),
    isFamilyActive: async (familyId, now, userId) =>
      rows().some(
        (t) =>
          t.familyId === familyId &&
          t.userId === userId &&
          !t.revokedAt &&
          t.expiresAt > new Date(now).toISOString(),
      ),
    deleteExpired: async (before) => {
      const cutoff = new Date(before).toISOString()
      let removed = 0
      for (const row of rows())
        if (row.expiresAt < cutoff) removed += Number(store.deleteRow('refreshTokens', row.id))
      return removed
    },
  }
}

export function memoryEmailVerifications(store: MemoryResourceStore): EmailVerificationsRepository {
  const generic = store.repository(resources.emailVerifications)
  return {
    create: (record) => generic.create(record),
    findLatestForUser: (userId) => generic.findOne({ userId }),
    findByLinkTokenHash: (linkTokenHash) => generic.findOne({ linkTokenHash }),
    update: (id, patch) => generic.update(id, patch),
    incrementFailedAttempts: async (id) => {
      const row = store.table('emailVerifications').get(id) as unknown as EmailVerificationRecord | undefined
      if (!row) return null
      row.failedAttempts += 1
      return row.failedAttempts
    },
    deleteForUser: async (userId) => {
      for (const row of await generic.list({ filter: { userId } }))
        store.deleteRow('emailVerifications', row.id)
    },
  }
}
