import { defineResource } from '../kernel/resource'
import { userRecordSchema } from './user.shared'

/** Accounts. E-mails are stored lower-cased; a Google identity is unique when both parts are set. */
export const userResource = defineResource({
  name: 'users',
  table: 'users',
  schema: userRecordSchema,
  searchFields: ['name', 'email'],
  unique: [
    { name: 'email_lower_unique', fields: ['email'], caseInsensitive: true },
    { name: 'google_identity_unique', fields: ['googleIssuer', 'googleSubject'] },
  ],
  indexed: ['role', 'status', 'subscription', 'packageId', 'createdAt'],
  timestamps: [
    'subscriptionExpiry',
    'emailVerifiedAt',
    'lastLoginAt',
    'marketingOptOutAt',
    'createdAt',
    'updatedAt',
  ],
  defaultOrder: 'createdAt',
  references: { packageId: { resource: 'packages', onDelete: 'set null' } },
})
