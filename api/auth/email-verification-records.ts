import type { EmailVerificationsRepository } from '../ports/auth-repositories'
import type { CrudRepository } from '../ports/crud-repository'
import type { EmailVerificationRecord } from './auth-records.shared'

// E-mail verification rows over the generic repository of the emailVerifications resource, the same on
// every store. The failed-attempt counter is a compare-and-set on the count read, retried when another
// guess landed first, so parallel guesses each count and cannot pass the attempt limit together.

const MAX_ATTEMPTS = 50

export function emailVerificationRecords(
  repo: CrudRepository<EmailVerificationRecord>,
): EmailVerificationsRepository {
  return {
    create: (record) => repo.create(record),
    // The default order is createdAt descending: the first is the newest.
    findLatestForUser: (userId) => repo.findOne({ userId }),
    findByLinkTokenHash: (linkTokenHash) => repo.findOne({ linkTokenHash }),
    update: (id, patch) => repo.update(id, patch),
    async incrementFailedAttempts(id) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const row = await repo.findById(id)
        if (!row) return null
        const failedAttempts = row.failedAttempts + 1
        if (await repo.updateWhere(id, { failedAttempts: row.failedAttempts }, { failedAttempts }))
          return failedAttempts
      }
      throw new Error(`verification ${id}: the attempt counter kept changing`)
    },
    async deleteForUser(userId) {
      for (const row of await repo.list({ filter: { userId } })) await repo.delete(row.id)
    },
  }
}
