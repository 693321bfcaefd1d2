import { errorResponseSchema, idParamsSchema } from '../lib/common.shared'
import { ApiError } from '../lib/http'
import { defineRoute, type RouteEntry } from '../routes/define-route'
import { exampleWebsite, ownWebsite } from '../websites/own-website'
import { siteStatsQuerySchema, siteStatsResponseSchema } from './site-stats.shared'

// A website's own figures (docs/rules/analytics.md#a-websites-own-figures): its owner under /api/me, the
// team for any website under /api/admin; the same answer.

const TAG = 'İstatistikler'
const summary =
  'Websitenin istatistikleri: günlük ziyaretçiler, cihazlar, yönlendiren siteler, sayfa görüntülemeleri, form gönderimleri; days 30 ya da 90'
const answers = (missing: string) => ({
  200: { description: 'İstatistikler', schema: siteStatsResponseSchema },
  400: { description: 'days 30 ya da 90 değil', schema: errorResponseSchema },
  404: { description: missing, schema: errorResponseSchema },
})

export const siteStatsRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/me/websites/:id/stats',
    summary,
    tag: TAG,
    access: 'owner',
    params: idParamsSchema,
    owner: ownWebsite,
    example: exampleWebsite,
    query: siteStatsQuerySchema,
    responses: answers('Website yok ya da kullanıcının değil'),
    handler: async ({ c, services, params, query }) =>
      c.json({ success: true, data: await services.siteStats.figures(params.id, query) }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/admin/websites/:id/stats',
    summary,
    tag: TAG,
    access: 'admin',
    params: idParamsSchema,
    query: siteStatsQuerySchema,
    responses: answers('Website yok'),
    handler: async ({ c, services, params, query }) => {
      if (!(await ownWebsite.find(services, params))) throw new ApiError(404, ownWebsite.notFound)
      return c.json({ success: true, data: await services.siteStats.figures(params.id, query) })
    },
  }),
]
