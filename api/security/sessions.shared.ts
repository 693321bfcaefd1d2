import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

// The signed-in user's sessions (docs/rules/account-security.md#sessions): one per refresh-token family.

export const sessionSummarySchema = z.object({
  /** The refresh-token family: what DELETE /api/me/sessions/{id} names. */
  id: idSchema,
  /** 'Chrome · Linux', parsed from the User-Agent of the newest token. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema,
  /** The session making this call. */
  current: z.boolean(),
})
export type SessionSummary = z.infer<typeof sessionSummarySchema>

export const sessionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(sessionSummarySchema),
})

export const sessionsClosedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ closed: z.number().int().min(0) }),
})

export const sessionParamsSchema = z.object({ id: idSchema })
