import { z } from 'zod'
import { idSchema, timestampSchema } from './common'

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
