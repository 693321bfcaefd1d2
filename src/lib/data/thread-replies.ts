// The customer's side of the threads (docs/rules/support-desk.md#threads): GET and POST
// `<record>/replies` of one of their requests or tickets. The record's own module names the path and
// keeps the thread under its key, so a live event about the record refreshes the open thread too.
import { z } from 'zod'
import type { QueryKey } from '@tanstack/react-query'
import type { ThreadReply } from '../../../api/support-desk/thread-reply.shared'
import { api, lazySchema } from '../api-client'
import { write } from './write-outcome'

const schemas = () => import('../../../api/support-desk/thread-reply.shared')
const repliesSchema = lazySchema(() =>
  schemas().then((m) =>
    z.object({ data: z.object({ replies: z.array(m.threadReplySchema) }) }).transform((a) => a.data.replies),
  ),
)
const replySchema = lazySchema(() =>
  schemas().then((m) => m.threadReplyResponseSchema.transform((a) => a.data.reply)),
)

/** `/api/me/requests/{id}/replies`, `/api/me/support-tickets/{id}/replies` */
export const repliesPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}/replies`

/** The thread, oldest first. */
export function fetchThreadReplies(path: string, signal?: AbortSignal): Promise<ThreadReply[]> {
  return api.get(path, { schema: repliesSchema, signal })
}

/** The customer's answer, with their own uploads attached; `changes` are refreshed after it. */
export function sendThreadReply(
  path: string,
  body: string,
  uploadIds: readonly string[],
  changes: QueryKey[],
) {
  return write(() => api.post(path, { body, uploadIds }), replySchema, changes)
}
