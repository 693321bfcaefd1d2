import { z } from 'zod'
import { idSchema } from '../lib/common.shared'
import { supportTicketPrioritySchema } from '../customer-requests/customer-request.shared'

// GET/POST /api/sitekur-live-mysql.php: the dashboards' PHP-era endpoint. Answers carry `success`
// and, on failure, `error` (what the customer side reads) next to `message`.

export const liveMysqlQuerySchema = z.object({ action: z.string().max(60).optional() })

export const liveDashboardStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeWebsites: z.number().int(),
  /**
   * Integer TRY: the monthly equivalent of the active subscriptions' package prices (the same figure
   * as GET /api/stats), not the invoices paid this month.
   */
  monthlyRevenue: z.number().int(),
  activeSubscriptions: z.number().int(),
  pendingRequests: z.number().int(),
  completedRequests: z.number().int(),
  /** Integer TRY: package prices of the completed website requests. */
  totalRevenue: z.number().int(),
})
export type LiveDashboardStats = z.infer<typeof liveDashboardStatsSchema>

export const liveDashboardStatsResponseSchema = z.object({
  success: z.literal(true),
  data: liveDashboardStatsSchema,
})

const text = (max: number) => z.string().trim().max(max).optional()
// Both actions act for the signed-in user: user_id is accepted and ignored.
export const livePostBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create_website_request'),
    user_id: z.unknown().optional(),
    name: text(160),
    email: text(254),
    company: text(160),
    description: text(5000),
    budget_range: text(60),
    timeline: text(60),
  }),
  z.object({
    action: z.literal('create_support_ticket'),
    user_id: z.unknown().optional(),
    title: text(200),
    description: text(5000),
    priority: supportTicketPrioritySchema.optional(),
  }),
])
export type LivePostBody = z.infer<typeof livePostBodySchema>

export const livePostResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  id: idSchema,
})
export const liveErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
})
