import { dashboardFigures } from '../admin/dashboard-figures'
import type { Context } from 'hono'
import type { ApiEnv } from '../context'
import { customerRequestMessages } from '../customer-requests/customer-request-messages.shared'
import { ApiError, messages } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import {
  liveDashboardStatsResponseSchema,
  liveErrorResponseSchema,
  liveMysqlQuerySchema,
  livePostBodySchema,
  livePostResponseSchema,
} from './live-mysql.shared'
import { websiteRequestMessages } from '../website-requests/website-request-messages.shared'

const PATH = '/api/sitekur-live-mysql.php'
const TAG = 'Panel (PHP uyumlu)'
const failure = { description: 'success false, error, message', schema: liveErrorResponseSchema }

/** Failures carry `error` (read by the dashboards) as well as `message`, access refusals included. */
function liveError(c: Context<ApiEnv>, error: ApiError): Response {
  if (error.extra.retryAfterSeconds !== undefined)
    c.header('Retry-After', String(error.extra.retryAfterSeconds))
  const data = error.extra.data ? { data: error.extra.data } : {}
  return c.json({ success: false, error: error.message, message: error.message, ...data }, error.status)
}

// docs/rules/documented-calls.md#dashboard-stats-and-prompt-calls: the dashboards' GET ?action=dashboard_stats and POST
// create_website_request / create_support_ticket of /api/sitekur-live-mysql.php.
export const liveMysqlCalls: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: PATH,
    summary: 'action=dashboard_stats (yalnızca admin): kullanıcılar, siteler, gelir, talepler',
    tag: TAG,
    access: 'admin',
    query: liveMysqlQuerySchema,
    onError: liveError,
    responses: {
      200: { description: 'success, data', schema: liveDashboardStatsResponseSchema },
      400: failure,
    },
    handler: async ({ c, services, query }) => {
      if (query.action !== 'dashboard_stats') throw new ApiError(400, messages.unknownAction)
      return c.json({ success: true, data: await dashboardFigures(services) })
    },
  }),

  defineRoute({
    method: 'post',
    path: PATH,
    summary:
      'action create_website_request | create_support_ticket (oturumdaki kullanıcı adına; user_id yok sayılır)',
    tag: TAG,
    access: 'user',
    body: livePostBodySchema,
    onError: liveError,
    activity: 'service',
    responses: { 200: { description: 'success, message', schema: livePostResponseSchema }, 400: failure },
    handler: async ({ c, services, user, body, ip }) => {
      if (body.action === 'create_website_request') {
        // The prompt's fields as the nested body of POST /api/me/website-requests.
        const request = await services.websiteRequests.create(
          user,
          {
            source: 'prompt',
            websiteName: body.name,
            email: body.email,
            companyName: body.company,
            description: body.description,
            budget: body.budget_range,
            timeline: body.timeline,
          },
          ip,
        )
        return c.json({ success: true, message: websiteRequestMessages.promptCreated, id: request.id })
      }
      const ticket = await services.supportTickets.create(
        user,
        { title: body.title, description: body.description, priority: body.priority ?? 'normal' },
        ip,
      )
      return c.json({ success: true, message: customerRequestMessages.ticketCreated, id: ticket.id })
    },
  }),
]
