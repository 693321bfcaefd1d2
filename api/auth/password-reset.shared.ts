import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// A forgotten password's reset (docs/rules/accounts-and-sign-in.md#forgotten-password): one open row
// per user, a single-use link token (SHA-256) and a 6-digit code (HMAC-SHA-256) that end together, 30
// minutes after the request. Neither is stored in clear.
export const passwordResetRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  /** The address it was mailed to: the reset is void once the account has another. */
  email: z.string(),
  tokenHash: z.string(),
  codeHash: z.string(),
  expiresAt: timestampSchema,
  failedAttempts: z.number().int().min(0),
  /** Set when the password was changed with it. */
  usedAt: nullableTimestampSchema,
  /** Set when too many wrong codes ended it. */
  voidedAt: nullableTimestampSchema,
  createdAt: timestampSchema,
})
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>

// Bodies are loose strings: the service answers its own Turkish messages rather than zod's.
const loose = z.string().max(1000).optional()

export const passwordResetRequestSchema = z.object({ email: loose })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

export const passwordResetConfirmSchema = z.object({
  email: loose,
  /** The link's token, or */
  token: loose,
  /** the mail's 6-digit code. */
  code: z.union([z.string().max(100), z.number()]).optional(),
  password: loose,
})
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>

/** The answer to a request: the same for every address; the offline demo adds the code. */
export const passwordResetRequestAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ demo_code: z.string() }).optional(),
})
export type PasswordResetRequestAnswer = z.infer<typeof passwordResetRequestAnswerSchema>
