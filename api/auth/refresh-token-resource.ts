import { defineResource } from '../kernel/resource'
import { refreshTokenRecordSchema } from './auth-records.shared'

/** Refresh tokens, one family per sign-in (api/auth/refresh-tokens.ts). Only hashes are stored. */
export const refreshTokenResource = defineResource({
  name: 'refreshTokens',
  table: 'refresh_tokens',
  schema: refreshTokenRecordSchema,
  searchFields: [],
  unique: [{ name: 'hash_unique', fields: ['tokenHash'] }],
  indexed: ['familyId', 'parentId', 'userId', 'expiresAt'],
  timestamps: ['createdAt', 'expiresAt', 'rotatedAt', 'revokedAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
})
