import { z } from 'zod'
import { idSchema, nullableTimestampSchema, timestampSchema } from '../lib/common.shared'

// Stored rows of the auth machinery. Secrets are never stored in clear: token and code values are
// kept as hashes (hex SHA-256 / HMAC-SHA-256), so a leaked table cannot be replayed.

// One refresh token. Rotation creates a child (parentId) in the same family; reuse of a rotated
// token outside the grace window revokes the whole family.
export const refreshTokenRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  familyId: idSchema,
  parentId: idSchema.nullable(),
  tokenHash: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  rotatedAt: nullableTimestampSchema,
  revokedAt: nullableTimestampSchema,
  /** The device the session was opened on (User-Agent), carried through rotation. */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
})
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>

// The pending email verification of one user (one live row per user, updated in place by resend):
// a 6-digit code (hashed, 15 min, failedAttempts survives resends) and a single-use link token.
export const emailVerificationRecordSchema = z.object({
  id: idSchema,
  userId: idSchema,
  email: z.string(),
  codeHash: z.string(),
  codeExpiresAt: timestampSchema,
  failedAttempts: z.number().int().min(0),
  voidedAt: nullableTimestampSchema,
  linkTokenHash: z.string(),
  linkExpiresAt: timestampSchema,
  linkUsedAt: nullableTimestampSchema,
  lastSentAt: timestampSchema,
  createdAt: timestampSchema,
})
export type EmailVerificationRecord = z.infer<typeof emailVerificationRecordSchema>

// A write applied under an Idempotency-Key: status 0 while the first request is still running.
export const idempotencyKeyRecordSchema = z.object({
  scope: z.string(),
  key: z.string(),
  requestHash: z.string(),
  status: z.number().int(),
  body: z.string(),
  createdAt: timestampSchema,
})
export type IdempotencyKeyRecord = z.infer<typeof idempotencyKeyRecordSchema>

/**
 * An attachment of a queued mail: its name and type, and where its bytes are (`mail/<mailId>/<n>`). One
 * still to be made at delivery (an invoice's PDF) has `source` and an empty key until its bytes are kept
 * (docs/rules/mail-queue.md#files-made-at-delivery).
 */
export const storedMailAttachmentSchema = z.object({
  filename: z.string().max(255),
  contentType: z.string().max(200),
  key: z.string().max(300),
  source: z.object({ kind: z.enum(['invoice-pdf']), id: z.string().max(100) }).optional(),
})
export type StoredMailAttachment = z.infer<typeof storedMailAttachmentSchema>

export const outgoingMailRecordSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: timestampSchema,
  sentAt: nullableTimestampSchema,
  error: z.string().nullable(),
  // docs/rules/mail-queue.md: queued until the SMTP server takes it, failed after the last attempt.
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  /** When the next attempt is due; null once sent or failed. */
  nextAttemptAt: nullableTimestampSchema,
  /** What the mail is for ('notification:<id>:<userId>'), '' for none; unique when set. */
  ref: z.string().max(200),
  /**
   * docs/rules/mail-queue.md#two-kinds-of-mail: 'marketing' (a campaign's) is sent at most once, any other
   * mail at least once. Empty on rows from before the kinds: transactional.
   */
  kind: z.enum(['transactional', 'marketing']).nullable().optional(),
  /** The Message-ID every attempt sends; empty on rows from before it was kept (then `<mail.<id>@host>`). */
  messageId: z.string().max(300).nullable().optional(),
  /**
   * docs/rules/mail-queue.md#attachments: the files sent with the mail (an invoice's PDF), their bytes in
   * the host's FileStore under `key` until the mail is sent or failed. Empty: none, or a host without files.
   */
  attachments: z.array(storedMailAttachmentSchema).nullable().optional(),
})
export type OutgoingMailRecord = z.infer<typeof outgoingMailRecordSchema>
