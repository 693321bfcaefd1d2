import type { Repositories } from '../../api/ports'
import type { EmulationDb } from './dexie-db'
import { runInTransaction, standaloneScope, type EmulationScope } from './dexie-transaction'
import { activityLogRepository } from './repositories/activity-log-repository'
import { customerRequestsRepository } from './repositories/customer-requests-repository'
import { emailVerificationsRepository } from './repositories/email-verifications-repository'
import { idempotencyKeysRepository } from './repositories/idempotency-keys-repository'
import { invoicesRepository } from './repositories/invoices-repository'
import { notificationsRepository } from './repositories/notifications-repository'
import { outboxRepository } from './repositories/outbox-repository'
import { packagesRepository } from './repositories/packages-repository'
import { refreshTokensRepository } from './repositories/refresh-tokens-repository'
import { settingsRepository } from './repositories/settings-repository'
import { supportTicketsRepository } from './repositories/support-tickets-repository'
import { uploadsRepository } from './repositories/uploads-repository'
import { usersRepository } from './repositories/users-repository'
import { websiteRequestsRepository } from './repositories/website-requests-repository'
import { websitesRepository } from './repositories/websites-repository'

// The ports' Repositories over Dexie. Outside a transaction each call is its own short IndexedDB
// transaction; inside transaction(fn) every repository is rebuilt on one held-open transaction
// (dexie-transaction.ts), and nested calls just run fn.
export function dexieRepositories(
  db: EmulationDb,
  scope: EmulationScope = standaloneScope(db),
): Repositories {
  const repos: Repositories = {
    users: usersRepository(scope),
    refreshTokens: refreshTokensRepository(scope),
    emailVerifications: emailVerificationsRepository(scope),
    websites: websitesRepository(scope),
    activityLog: activityLogRepository(scope),
    idempotencyKeys: idempotencyKeysRepository(scope),
    outbox: outboxRepository(scope),
    settings: settingsRepository(scope),
    packages: packagesRepository(scope),
    websiteRequests: websiteRequestsRepository(scope),
    customerRequests: customerRequestsRepository(scope),
    supportTickets: supportTicketsRepository(scope),
    notifications: notificationsRepository(scope),
    invoices: invoicesRepository(scope),
    uploads: uploadsRepository(scope),
    transaction(fn) {
      if (scope.bound) return fn(repos)
      return runInTransaction(db, (bound) => fn(dexieRepositories(db, bound)))
    },
    async health() {
      try {
        await db.meta.count()
        return { ok: true, driver: 'indexeddb' }
      } catch {
        return { ok: false, driver: 'indexeddb' }
      }
    },
  }
  return repos
}
