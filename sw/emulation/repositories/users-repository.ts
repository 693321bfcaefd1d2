import type { UsersRepository } from '../../../api/ports/auth-repositories'
import type { UserRecord } from '../../../api/schemas/user'
import type { EmulationScope } from '../dexie-transaction'
import { crudRepository } from './crud-repository'
import { stripDerived } from './record-query'

/** search: name, email. Unique: email; (googleIssuer, googleSubject) when both are set. */
export function usersRepository(scope: EmulationScope): UsersRepository {
  const crud = crudRepository<UserRecord, UserRecord>(scope, {
    table: 'users',
    tableOf: (t) => t.users,
    fields: [
      'id',
      'name',
      'email',
      'role',
      'status',
      'subscription',
      'subscriptionStatus',
      'subscriptionExpiry',
      'packageId',
      'phone',
      'emailVerifiedAt',
      'googleIssuer',
      'googleSubject',
      'lastLoginAt',
      'createdAt',
      'updatedAt',
    ],
    searchFields: ['name', 'email'],
    defaultOrder: 'createdAt',
    timestampFields: ['subscriptionExpiry', 'emailVerifiedAt', 'lastLoginAt', 'createdAt', 'updatedAt'],
    indexedFields: ['email', 'role', 'status'],
    unique: [
      { name: 'email_unique', index: 'email', key: (u) => u.email },
      {
        name: 'google_identity_unique',
        index: '[googleIssuer+googleSubject]',
        key: (u) =>
          u.googleIssuer !== null && u.googleSubject !== null ? [u.googleIssuer, u.googleSubject] : null,
      },
    ],
    // The SQL schema's foreign keys: sessions, verifications and owned websites go with the user.
    cascadeTables: [
      'refreshTokens',
      'emailVerifications',
      'websites',
      'customerRequests',
      'supportTickets',
      'uploads',
      'notificationReads',
      'websiteRequests',
      'invoices',
    ],
    async onDelete(t, id) {
      await t.refreshTokens.where('userId').equals(id).delete()
      await t.emailVerifications.where('userId').equals(id).delete()
      await t.websites.where('ownerId').equals(id).delete()
      await t.customerRequests.where('userId').equals(id).delete()
      await t.supportTickets.where('userId').equals(id).delete()
      await t.uploads.where('userId').equals(id).delete()
      await t.notificationReads.where('userId').equals(id).delete()
      // ON DELETE SET NULL: the team keeps the request and the invoice.
      await t.websiteRequests.where('userId').equals(id).modify({ userId: null })
      await t.invoices.where('userId').equals(id).modify({ userId: null })
    },
  })
  return {
    ...crud,
    findByEmail: (email) =>
      scope.run('r', ['users'], async (t) => {
        const row = await t.users.where('email').equals(email).first()
        return row ? stripDerived(row) : null
      }),
    findByGoogleIdentity: (issuer, subject) =>
      scope.run('r', ['users'], async (t) => {
        const row = await t.users.where('[googleIssuer+googleSubject]').equals([issuer, subject]).first()
        return row ? stripDerived(row) : null
      }),
  }
}
