import { defineRoute, type RouteEntry } from '../routes/define-route'
import { analyticsQuerySchema, analyticsResponseSchema } from './analytics.shared'
import { errorResponseSchema } from '../lib/common.shared'

// GET /api/admin/analytics?from&to: figures computed from the stored records (docs/rules/analytics.md).
export const adminAnalyticsRoutes: RouteEntry[] = [
  defineRoute({
    method: 'get',
    path: '/api/admin/analytics',
    summary:
      'Analitik: kayıtlar, talepler (durum, sektör, dönüşüm), yayına alma süresi, ödenen faturalar, ziyaretçiler; from ve to YYYY-AA-GG (varsayılan son 30 gün, en çok 2 yıl)',
    tag: 'Analitik (admin)',
    access: 'admin',
    query: analyticsQuerySchema,
    responses: {
      200: { description: 'Rakamlar', schema: analyticsResponseSchema },
      400: { description: 'Geçersiz tarih ya da aralık', schema: errorResponseSchema },
    },
    handler: async ({ c, services, query }) =>
      c.json({ success: true, data: await services.analytics.figures(query) }),
  }),
]
