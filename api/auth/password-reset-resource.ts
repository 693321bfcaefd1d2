import { defineResource } from '../kernel/resource'
import { passwordResetRecordSchema } from './password-reset.shared'

/** Forgotten-password resets: the newest row of a user is the open one; they expire in 30 minutes. */
export const passwordResetResource = defineResource({
  name: 'passwordResets',
  table: 'password_resets',
  schema: passwordResetRecordSchema,
  searchFields: [],
  unique: [{ name: 'token_unique', fields: ['tokenHash'] }],
  indexed: ['userId', 'expiresAt'],
  timestamps: ['expiresAt', 'usedAt', 'voidedAt', 'createdAt'],
  defaultOrder: 'createdAt',
  owner: 'userId',
  references: { userId: { resource: 'users', onDelete: 'cascade' } },
  transient: true,
})
