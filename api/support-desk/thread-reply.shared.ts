import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// One message in the thread of a customer request or a support ticket (the support desk,
// docs/rules/support-desk.md). The customer who owns the thread owns every reply in it, so a
// customer's lists can never reach another customer's thread.

export const threadKindSchema = z.enum(['customerRequest', 'supportTicket'])
export type ThreadKind = z.infer<typeof threadKindSchema>

export const threadReplyRecordSchema = z.object({
  id: idSchema,
  threadKind: threadKindSchema,
  threadId: idSchema,
  /** The customer the thread belongs to. */
  customerId: idSchema,
  /** Who wrote it (null once that account is gone). */
  authorId: idSchema.nullable(),
  authorRole: z.enum(['admin', 'user']),
  authorName: z.string(),
  body: z.string(),
  /** Uploads attached to the reply (ids of the uploads resource). */
  uploadIds: z.array(idSchema),
  createdAt: timestampSchema,
})
export type ThreadReplyRecord = z.infer<typeof threadReplyRecordSchema>

/** POST …/replies: the message and, optionally, uploads of the author (checked by the service). */
export const threadReplyInputSchema = z.object({
  body: z.string().trim().max(5000).optional(),
  uploadIds: z.array(idSchema).max(5).default([]),
})
export type ThreadReplyInput = z.infer<typeof threadReplyInputSchema>

/** An attached file as a reader of the thread sees it; `downloadUrl` is the reader's own address. */
export const threadAttachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  mime: z.string(),
  size: z.number().int().min(0),
  downloadUrl: z.string(),
})
export type ThreadAttachment = z.infer<typeof threadAttachmentSchema>

export const threadReplySchema = z.object({
  id: idSchema,
  threadKind: threadKindSchema,
  threadId: idSchema,
  authorRole: z.enum(['admin', 'user']),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(threadAttachmentSchema),
  createdAt: timestampSchema,
})
export type ThreadReply = z.infer<typeof threadReplySchema>

export const threadRepliesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ replies: z.array(threadReplySchema) }),
})
export const threadReplyResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reply: threadReplySchema }),
})
