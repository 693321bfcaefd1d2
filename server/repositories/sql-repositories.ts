import { sql } from 'drizzle-orm'
import type { Repositories } from '../../api/ports'
import type { Db, Driver } from '../db/database'
import { activityLogRepository } from './activity-log-repository'
import { customerRequestsRepository } from './customer-requests-repository'
import { emailVerificationsRepository } from './email-verifications-repository'
import { idempotencyKeysRepository } from './idempotency-keys-repository'
import { invoicesRepository } from './invoices-repository'
import { notificationsRepository } from './notifications-repository'
import { outboxRepository } from './outbox-repository'
import { packagesRepository } from './packages-repository'
import { refreshTokensRepository } from './refresh-tokens-repository'
import { settingsRepository } from './settings-repository'
import { supportTicketsRepository } from './support-tickets-repository'
import { uploadsRepository } from './uploads-repository'
import { usersRepository } from './users-repository'
import { websiteRequestsRepository } from './website-requests-repository'
import { websitesRepository } from './websites-repository'

// The ports' Repositories over Drizzle: the same code for PGlite and PostgreSQL. Inside
// transaction(fn) every repository is rebuilt on the transaction, and nested calls just run fn.
export function sqlRepositories(db: Db, driver: Driver, inTransaction = false): Repositories {
  const repos: Repositories = {
    users: usersRepository(db),
    refreshTokens: refreshTokensRepository(db),
    emailVerifications: emailVerificationsRepository(db),
    websites: websitesRepository(db),
    activityLog: activityLogRepository(db),
    idempotencyKeys: idempotencyKeysRepository(db),
    outbox: outboxRepository(db),
    settings: settingsRepository(db),
    packages: packagesRepository(db),
    websiteRequests: websiteRequestsRepository(db),
    customerRequests: customerRequestsRepository(db),
    supportTickets: supportTicketsRepository(db),
    notifications: notificationsRepository(db),
    invoices: invoicesRepository(db),
    uploads: uploadsRepository(db),
    transaction(fn) {
      if (inTransaction) return fn(repos)
      return db.transaction((tx) => fn(sqlRepositories(tx, driver, true)))
    },
    async health() {
      try {
        await db.execute(sql`select 1`)
        return { ok: true, driver }
      } catch {
        return { ok: false, driver }
      }
    },
  }
  return repos
}
