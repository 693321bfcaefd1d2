import { defineResource } from '../kernel/resource'
import { accountInvitationRecordSchema, twoFactorCredentialRecordSchema } from './account-security.shared'

/** One TOTP credential per user, pending until the first code confirms it. */
export const twoFactorCredentialResource = defineResource({
  name: 'twoFactorCredentials',
  table: 'two_factor_credentials',
  schema: twoFactorCredentialRecordSchema,
  searchFields: [],
  unique: [{ name: 'user_unique', fields: ['userId'] }],
  indexed: [],
  timestamps: ['enabledAt', 'createdAt', 'updatedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
})

/** The set-password links of accounts an admin created (single use, expiring). */
export const accountInvitationResource = defineResource({
  name: 'accountInvitations',
  table: 'account_invitations',
  schema: accountInvitationRecordSchema,
  searchFields: [],
  unique: [{ name: 'token_unique', fields: ['tokenHash'] }],
  indexed: ['userId'],
  timestamps: ['expiresAt', 'usedAt', 'createdAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: {
    userId: { resource: 'users', onDelete: 'cascade' },
    createdBy: { resource: 'users', onDelete: 'set null' },
  },
})
