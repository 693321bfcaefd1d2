import { z } from 'zod'
import { timestampSchema } from '../lib/common.shared'

/** One fixed-window counter: `id` is the limiter's key ('login:ip:…'). */
export const rateLimitRecordSchema = z.object({
  id: z.string(),
  count: z.number().int().min(0),
  windowStart: timestampSchema,
  resetAt: timestampSchema,
})
export type RateLimitRecord = z.infer<typeof rateLimitRecordSchema>
