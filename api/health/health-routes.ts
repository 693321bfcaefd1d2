import { z } from 'zod'
import { defineRoute } from '../routes/define-route'
import type { DatabaseCheck } from './health-service'

export const healthResponseSchema = z.object({
  ok: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  time: z.string(),
  source: z.enum(['network', 'emulated']),
  version: z.string().optional(),
  database: z.object({ ok: z.boolean(), driver: z.string() }).optional(),
  mail: z.string().optional(),
})

// GET /health: `ok` tells the client the backend is available (503 when the database is not).
export const healthRoutes = [
  defineRoute({
    method: 'get',
    path: '/health',
    summary: 'Sunucu durumu',
    tag: 'Sistem',
    access: 'public',
    responses: {
      200: { description: 'Çalışıyor', schema: healthResponseSchema },
      503: { description: 'Veritabanına ulaşılamıyor', schema: healthResponseSchema },
    },
    handler: async ({ c, services }) => {
      const { ports } = services
      const database: DatabaseCheck | undefined = await services.health.database()
      const ok = database?.ok ?? true
      return c.json(
        {
          ok,
          status: ok ? 'ok' : 'degraded',
          time: ports.clock.now().toISOString(),
          source: ports.config.issuesDemoTokens ? 'emulated' : 'network',
          ...(ports.config.version ? { version: ports.config.version } : {}),
          ...(database ? { database } : {}),
          ...(ports.mailer.transport ? { mail: ports.mailer.transport } : {}),
        },
        ok ? 200 : 503,
      )
    },
  }),
]
