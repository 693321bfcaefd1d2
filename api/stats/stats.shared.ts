import { z } from 'zod'

export const dashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeWebsites: z.number().int(),
  totalWebsites: z.number().int(),
  /** Integer TRY: monthly equivalent of the active subscriptions' package prices. */
  monthlyRevenue: z.number().int(),
  activeSubscriptions: z.number().int(),
  pendingUsers: z.number().int(),
  suspendedUsers: z.number().int(),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>

export const statsResponseSchema = z.object({ success: z.literal(true), data: dashboardStatsSchema })
