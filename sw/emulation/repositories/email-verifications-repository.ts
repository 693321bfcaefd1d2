import type { EmailVerificationsRepository } from '../../../api/ports/auth-repositories'
import type { EmailVerificationRecord } from '../../../api/schemas/auth-records'
import type { EmulationScope } from '../dexie-transaction'
import { compareValues, stripDerived } from './record-query'
import { insertRecord, patchRecord, type WriteSpec } from './record-writes'

const spec: WriteSpec<EmailVerificationRecord> = {
  table: 'email_verifications',
  timestampFields: ['codeExpiresAt', 'voidedAt', 'linkExpiresAt', 'linkUsedAt', 'lastSentAt', 'createdAt'],
  unique: [{ name: 'link_unique', index: 'linkTokenHash', key: (r) => r.linkTokenHash }],
}

/** The newest row per user counts; failed attempts are counted atomically. */
export function emailVerificationsRepository(scope: EmulationScope): EmailVerificationsRepository {
  const own = ['emailVerifications'] as const
  return {
    create: (record) => scope.run('rw', own, (t) => insertRecord(t.emailVerifications, spec, record)),
    findLatestForUser: (userId) =>
      scope.run('r', own, async (t) => {
        const rows = await t.emailVerifications.where('userId').equals(userId).toArray()
        rows.sort((a, b) => compareValues(b.createdAt, a.createdAt) || compareValues(b.id, a.id))
        return rows[0] ?? null
      }),
    findByLinkTokenHash: (linkTokenHash) =>
      scope.run('r', own, async (t) => {
        const row = await t.emailVerifications.where('linkTokenHash').equals(linkTokenHash).first()
        return row ? stripDerived(row) : null
      }),
    update: (id, patch) => scope.run('rw', own, (t) => patchRecord(t.emailVerifications, spec, id, patch)),
    incrementFailedAttempts: (id) =>
      // Read and write in one read-write transaction: parallel wrong guesses are serialised.
      scope.run('rw', own, async (t) => {
        const row = await t.emailVerifications.get(id)
        if (!row) return null
        const failedAttempts = row.failedAttempts + 1
        await t.emailVerifications.update(id, { failedAttempts })
        return failedAttempts
      }),
    deleteForUser: (userId) =>
      scope.run('rw', own, async (t) => {
        await t.emailVerifications.where('userId').equals(userId).delete()
      }),
  }
}
