import { z } from 'zod'
import { idSchema, timestampSchema } from '../lib/common.shared'

export const activityTypeSchema = z.enum(['user', 'website', 'payment', 'system', 'security'])
export const activitySeveritySchema = z.enum(['success', 'info', 'warning', 'error'])

export const activityLogEntrySchema = z.object({
  id: idSchema,
  timestamp: timestampSchema,
  /** Who acted, as an id (null: a visitor or the system). */
  userId: idSchema.nullable(),
  user: z.string(),
  userEmail: z.string(),
  action: z.string(),
  details: z.string(),
  type: activityTypeSchema,
  severity: activitySeveritySchema,
  ipAddress: z.string().nullable(),
})
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>

// The log keeps the newest entries only.
export const ACTIVITY_LOG_CAP = 1000
export type ActivityType = z.infer<typeof activityTypeSchema>
export type ActivitySeverity = z.infer<typeof activitySeveritySchema>
