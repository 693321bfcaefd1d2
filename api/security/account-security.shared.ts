import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// Stored rows of account security: two-factor credentials (TOTP) and the invitations an admin sends
// when creating an account (docs/rules/account-security.md). Secrets are stored encrypted (the TOTP
// secret) or hashed (recovery codes, invitation tokens).

export const recoveryCodeSchema = z.object({ hash: z.string(), usedAt: nullableTimestampSchema })

export const twoFactorCredentialRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  /** The TOTP secret (base32), encrypted with the host's key. */
  secretEncrypted: z.string(),
  /** Null while enrolment waits for the first code; set when two-factor sign-in is on. */
  enabledAt: nullableTimestampSchema,
  recoveryCodes: z.array(recoveryCodeSchema),
  /** The last accepted time step: a code is accepted once (no replay within its window). */
  lastUsedStep: z.number().int().min(0),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
})
export type TwoFactorCredentialRecord = z.infer<typeof twoFactorCredentialRecordSchema>

export const accountInvitationRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  /** The address the link was sent to: the link is void once the account's e-mail changes. */
  email: z.string(),
  /** SHA-256 of the single-use token in the mailed link. */
  tokenHash: z.string(),
  expiresAt: timestampSchema,
  usedAt: nullableTimestampSchema,
  createdBy: idSchema.nullable(),
  createdAt: timestampSchema,
})
export type AccountInvitationRecord = z.infer<typeof accountInvitationRecordSchema>
