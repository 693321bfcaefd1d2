import { defineResource } from '../kernel/resource'
import { emailVerificationRecordSchema } from './auth-records.shared'

/** E-mail verification codes and links; only the newest row of a user counts. */
export const emailVerificationResource = defineResource({
  name: 'emailVerifications',
  table: 'email_verifications',
  schema: emailVerificationRecordSchema,
  searchFields: [],
  unique: [{ name: 'link_unique', fields: ['linkTokenHash'] }],
  indexed: ['userId', 'email'],
  timestamps: ['codeExpiresAt', 'voidedAt', 'linkExpiresAt', 'linkUsedAt', 'lastSentAt', 'createdAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
})
