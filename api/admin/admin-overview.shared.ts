import { z } from 'zod'
import { activityLogEntrySchema } from '../activity/activity-log.shared'
import { liveDashboardStatsSchema } from '../documented-calls/live-mysql.shared'

export const systemStatusSchema = z.object({
  ok: z.boolean(),
  time: z.string(),
  source: z.enum(['network', 'emulated']),
  version: z.string().optional(),
  database: z.object({ ok: z.boolean(), driver: z.string() }).optional(),
  mail: z.string().optional(),
})

/**
 * Everything the admin dashboard shows, in one answer: the figures (as the documented dashboard_stats),
 * the last 5 activity entries and the system status (as /health).
 */
export const adminOverviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    figures: liveDashboardStatsSchema,
    recentActivity: z.array(activityLogEntrySchema),
    system: systemStatusSchema,
  }),
})
