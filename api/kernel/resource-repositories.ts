import { emailVerificationRecords } from '../auth/email-verification-records'
import { rateLimitCounters } from '../auth/rate-limit-counters'
import { refreshTokenRecords } from '../auth/refresh-token-records'
import type { Repositories } from '../ports'
import type { NotificationsRepository } from '../ports/resource-repositories'
import type { CrudRepository } from '../ports/crud-repository'
import { findWebsiteByDomain } from '../websites/website-domain'
import type { ResourceDeclaration } from './resource'
import { resources } from './resources'

// The declared resources' part of Repositories, assembled the same way for every store. A store supplies
// its generic repository, its retention delete and the one query no generic repository expresses here:
// the notification feed (array membership plus read marks). The resource-specific finders are written
// once below, over the generic repository, instead of once per store.

export interface ResourceStore {
  repository<T extends { id: string }>(declaration: ResourceDeclaration<T>): CrudRepository<T>
  /** Keeps the `keep` first records in the default order and deletes the rest. */
  pruneToLatest<T extends { id: string }>(declaration: ResourceDeclaration<T>, keep: number): Promise<void>
  notificationFeed: Omit<NotificationsRepository, keyof CrudRepository<{ id: string }>>
}

type ResourceRepositories = Pick<
  Repositories,
  | 'resource'
  | 'users'
  | 'packages'
  | 'websites'
  | 'activityLog'
  | 'mailQueue'
  | 'websiteRequests'
  | 'customerRequests'
  | 'supportTickets'
  | 'notifications'
  | 'uploads'
  | 'rateLimits'
  | 'refreshTokens'
  | 'emailVerifications'
>

/**
 * An append-only resource's repository: the store's, with every way to change or delete a record refused
 * (the type has none of them; this holds for callers that only know a declaration's general type).
 */
function appendOnly<T extends { id: string }>(
  repository: CrudRepository<T>,
  declaration: ResourceDeclaration<T>,
): CrudRepository<T> {
  const refuse = () =>
    Promise.reject(
      new Error(`'${declaration.name}' is append-only: its records are never changed or deleted.`),
    )
  return { ...repository, update: refuse, updateWhere: refuse, delete: refuse }
}

export function resourceRepositories(store: ResourceStore): ResourceRepositories {
  const users = store.repository(resources.users)
  const websites = store.repository(resources.websites)
  const websiteRequests = store.repository(resources.websiteRequests)
  const activity = store.repository(resources.activityLog)
  return {
    resource: (<T extends { id: string }>(declaration: ResourceDeclaration<T>) => {
      const repository = store.repository(declaration)
      return declaration.appendOnly ? appendOnly(repository, declaration) : repository
    }) as Repositories['resource'],
    users: {
      ...users,
      findByEmail: (email) => users.findOne({ email }),
      findByGoogleIdentity: (issuer, subject) =>
        users.findOne({ googleIssuer: issuer, googleSubject: subject }),
    },
    websites: { ...websites, findByDomain: (domain) => findWebsiteByDomain(websites, domain) },
    websiteRequests: {
      ...websiteRequests,
      updateIfStatus: (id, expected, patch) => websiteRequests.updateWhere(id, { status: expected }, patch),
    },
    activityLog: {
      append: (entry) => activity.create(entry),
      list: (options) => activity.list(options),
      count: (options) => activity.count(options),
      pruneToLatest: (keep) => store.pruneToLatest(resources.activityLog, keep),
    },
    notifications: { ...store.repository(resources.notifications), ...store.notificationFeed },
    packages: store.repository(resources.packages),
    mailQueue: store.repository(resources.mailQueue),
    customerRequests: store.repository(resources.customerRequests),
    supportTickets: store.repository(resources.supportTickets),
    uploads: store.repository(resources.uploads),
    rateLimits: rateLimitCounters(store.repository(resources.rateLimits)),
    refreshTokens: refreshTokenRecords(store.repository(resources.refreshTokens)),
    emailVerifications: emailVerificationRecords(store.repository(resources.emailVerifications)),
  }
}
